/** Issue 13 (a13b): the loan's linked resources borrower info, car info and ID info (loans §3, §7). */
import { type Static, Type } from 'typebox';
import type { RouteTable } from './routes';
import { IdParams, Member, NStr, Nullable } from './schema';

export const BorrowerInfo = Type.Object({
  ...Member('BorrowerInfo'),
  creditId: Type.Integer(),
  employment: NStr(),
  employer: NStr(),
  monthlyIncome: Nullable(Type.Number()),
  housing: NStr(),
  maritalStatus: NStr(),
  dependants: Nullable(Type.Integer()),
});
export type BorrowerInfo = Static<typeof BorrowerInfo>;

export const CarInfo = Type.Object({
  ...Member('CarInfo'),
  creditId: Type.Integer(),
  make: Type.String(),
  model: Type.String(),
  plate: NStr(),
  year: Nullable(Type.Integer()),
  price: Nullable(Type.Number()),
});
export type CarInfo = Static<typeof CarInfo>;

export const IdInfo = Type.Object({
  ...Member('IdInfo'),
  creditId: Type.Integer(),
  documentType: Type.String(),
  documentNumber: Type.String(),
  expiryDate: NStr(),
  /** Whether the document had expired on the day of the answer. */
  expired: Type.Boolean(),
  nationality: NStr(),
  verificationStatus: Type.String(),
  verifiedAt: NStr(),
});
export type IdInfo = Static<typeof IdInfo>;

export const LOAN_INFO_ROUTES = {
  'GET /api/creditos/:id/borrowerInfo': { params: IdParams, response: BorrowerInfo },
  'GET /api/creditos/:id/carInfo': { params: IdParams, response: CarInfo },
  'GET /api/creditos/:id/idInfo': { params: IdParams, response: IdInfo },
} as const satisfies RouteTable;
