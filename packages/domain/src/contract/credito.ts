/**
 * The typed contract of the loan resource itself, `GET /api/creditos/{id}` (issue 11; loans §3):
 * every column of the loan with its links. Its members are the same fields (a borrower's credits).
 */
import { Type } from 'typebox';
import type { RouteTable } from './routes';
import { IdParams, NInt, NNum, NStr, TypeOf } from './schema';

/** The fields of a `Credito` (loans §3 "Financing"), links as endpoint paths. */
export const CreditoFields = {
  id: Type.Integer(),
  creditId: Type.Integer(),
  code: Type.String(),
  tipo: Type.String(),
  estadoCd: Type.String(),
  origin: NStr(),
  demo: Type.Boolean(),
  funder: NStr(),
  funderId: NStr(),
  fund: NStr(),
  securitized: Type.Boolean(),
  fromApi: Type.Boolean(),
  cancelledByAffiliate: Type.Boolean(),
  contractSigned: Type.Boolean(),
  allowOwnInvestment: Type.Boolean(),
  acceptOwnInvestment: Type.Boolean(),
  moneyOutSent: Type.Boolean(),
  contractVerified: Type.Boolean(),
  scoreSimplai: NInt(),
  scoreSimplaiResolution: NStr(),
  scoreSimplaiDescription: NStr(),
  emailMoneyOut: Type.Boolean(),
  allowSDD: Type.Boolean(),
  cobros: Type.Boolean(),
  cantidad: Type.Number(),
  cantidadSolicitada: NNum(),
  meses: Type.Integer(),
  mesesSolicitados: NInt(),
  carencia: Type.Integer(),
  tin: NNum(),
  tae: NNum(),
  pTinI: NNum(),
  pTinZ: NNum(),
  aCcZ: NNum(),
  aCtZ: NNum(),
  borrowerFee: NNum(),
  prescriberFee: NNum(),
  cuotaMensual: NNum(),
  categoria: NStr(),
  insurance: NStr(),
  sepaDay: NInt(),
  estadoInstantor: NStr(),
  estadoInstantorCot: NStr(),
  demandaJudicial: Type.Boolean(),
  visibleRecobro: Type.Boolean(),
  /** Risk flags t30, t60, t90, morosity, maturity, fraud and the rest (loans §3 "Flags"). */
  flags: Type.Record(Type.String(), Type.Boolean()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  user: Type.String(),
  coborrower: NStr(),
  afiliado: NStr(),
  salesAgent: NStr(),
  account: NStr(),
};

/** A loan inside a collection. */
export const Credito = Type.Object({ '@id': Type.String(), '@type': TypeOf('Credito'), ...CreditoFields });
/** The loan resource. */
export const CreditoResource = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': TypeOf('Credito'),
  ...CreditoFields,
});

export const CREDITO_ROUTES = {
  'GET /api/creditos/:id': { params: IdParams, response: CreditoResource },
} as const satisfies RouteTable;
