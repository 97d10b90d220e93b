/**
 * The investor detail's own routes (issue 15, loans §3 "Investor", §4 set-status, §7
 * "Investor-detail calls"): the investor (identity, personal and contact data, returns), its
 * preferences, its accreditation, its status history and the writes the detail's inline edits
 * and actions make. The investments and the wallet are in users.ts (shared with the affiliate side).
 */
import { Type } from 'typebox';
import { INVESTOR_STATUS_CODES } from '../investor/catalogues';
import { StatusHistoryEntry } from './loans';
import type { RouteTable } from './routes';
import { Bool, Collection, IdParams, NInt, NNum, NStr, Nullable, PagingQuery, Resource, Str } from './schema';

const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** loans §3 "Investor": identity, personal data and contact data, in one resource. */
export const InvestorDetail = Type.Object({
  ...Resource('Inversor'),
  id: Type.Integer(),
  user: Str(),
  preferences: NStr(),
  account: NStr(),
  accreditationResource: Str(),
  afiliado: NStr(),
  afiliadoName: NStr(),
  name: Str(),
  status: Str(),
  frozenByLw: Bool(),
  // Personal data
  firstname: Str(),
  lastname: Str(),
  dni: NStr(),
  address: NStr(),
  postcode: NStr(),
  birthDate: NStr(),
  legalPerson: Bool(),
  companyName: NStr(),
  taxId: NStr(),
  position: NStr(),
  fundsOrigin: NStr(),
  amountToInvest: NNum(),
  // Contact data
  email: Str(),
  emailVerificado: Bool(),
  phone: NStr(),
  accreditation: Bool(),
  optimisticReturn: NNum(),
  pessimisticReturn: NNum(),
  weightedReturn: NNum(),
});

/** The inline edits of the datos and contacto tabs (PUT {putURL} with the field). */
export const InvestorUpdate = Type.Object(
  {
    firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastname: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 320 })),
    phone: Text(30),
    dni: Text(20),
    address: Text(200),
    postcode: Text(10),
    birthDate: Text(10),
    legalPerson: Type.Optional(Bool()),
    companyName: Text(200),
    taxId: Text(20),
    position: Text(100),
    fundsOrigin: Text(200),
    amountToInvest: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000_000 }))),
    optimisticReturn: Type.Optional(Nullable(Type.Number({ minimum: -100, maximum: 100 }))),
    pessimisticReturn: Type.Optional(Nullable(Type.Number({ minimum: -100, maximum: 100 }))),
    weightedReturn: Type.Optional(Nullable(Type.Number({ minimum: -100, maximum: 100 }))),
  },
  { additionalProperties: false },
);

export const INVESTOR_NOTIFICATIONS = [
  'newCredit',
  'dailyCredits',
  'statusChange',
  'invest',
  'autoInvest',
  'loanCompleted',
  'monthlySummary',
] as const;

const Notifications = Type.Object(
  Object.fromEntries(INVESTOR_NOTIFICATIONS.map((k) => [k, Bool()])) as Record<
    (typeof INVESTOR_NOTIFICATIONS)[number],
    ReturnType<typeof Bool>
  >,
);

/** loans §3 "Preferences". */
export const InvestorPreferences = Type.Object({
  ...Resource('InvestorPreferences'),
  id: Type.Integer(),
  investor: Str(),
  reinvestment: Bool(),
  minMonths: NInt(),
  maxMonths: NInt(),
  minInterest: NNum(),
  maxInterest: NNum(),
  maxBet: NNum(),
  loanTypes: Type.Array(Str()),
  financingType: NStr(),
  points: NInt(),
  investInOwn: Bool(),
  percentageInvestInOwn: NNum(),
  commission: NNum(),
  notifications: Notifications,
});

const Months = () => Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 600 })));
const Pct = () => Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100 })));

export const InvestorPreferencesUpdate = Type.Object(
  {
    reinvestment: Type.Optional(Bool()),
    minMonths: Months(),
    maxMonths: Months(),
    minInterest: Pct(),
    maxInterest: Pct(),
    maxBet: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000_000 }))),
    loanTypes: Type.Optional(
      Type.Array(Type.String({ enum: ['prestamo', 'financiacion', 'cobro'] }), {
        maxItems: 3,
        uniqueItems: true,
      }),
    ),
    financingType: Text(30),
    points: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
    investInOwn: Type.Optional(Bool()),
    percentageInvestInOwn: Pct(),
    commission: Pct(),
    notifications: Type.Optional(Type.Partial(Notifications, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

/** The accreditation resource (loans §7: the screen reads `accepted`). */
export const InvestorAccreditation = Type.Object({
  ...Resource('Accreditation'),
  investor: Str(),
  accepted: Bool(),
});

/** §4 "Investor status is changed through a set-status action". */
export const InvestorStatusBody = Type.Object(
  { status: Type.String({ enum: [...INVESTOR_STATUS_CODES] }) },
  { additionalProperties: false },
);

export const INVESTOR_DETAIL_ROUTES = {
  'GET /api/inversores/:id': { params: IdParams, response: InvestorDetail },
  'PUT /api/inversores/:id': { params: IdParams, body: InvestorUpdate, response: InvestorDetail },
  'PUT /api/inversores/:id/status': { params: IdParams, body: InvestorStatusBody, response: InvestorDetail },
  'GET /api/inversores/:id/accreditation': { params: IdParams, response: InvestorAccreditation },
  'GET /api/investor_preferences/:id': { params: IdParams, response: InvestorPreferences },
  'PUT /api/investor_preferences/:id': {
    params: IdParams,
    body: InvestorPreferencesUpdate,
    response: InvestorPreferences,
  },
  'GET /api/users/:id/statusHistoryList': {
    params: IdParams,
    querystring: Type.Object(PagingQuery, { additionalProperties: false }),
    response: Collection(StatusHistoryEntry),
  },
} as const satisfies RouteTable;
