/**
 * The typed contract of the users' routes (issue 11, platform §3 "User" and §7 Users): the user
 * resource and its lists, a user's records (wallet balance, logins, credits, payment methods)
 * and an investor's investments and wallet (loans §6). Pure data.
 */
import { type TSchema, Type } from 'typebox';
import { DocumentItem } from './commentsDocuments';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  IdParams,
  Int,
  Link,
  Member,
  NInt,
  NInt4,
  NNum,
  NStr,
  NText,
  Nullable,
  Num,
  Option,
  PagingQuery,
  Resource,
  SectionQuery,
  Str,
} from './schema';

// ---------------------------------------------------------------------------------------------
// The user (§3 "User"): never the password hash; DNI and IP only to the roles that see them

const UserFields = {
  id: Int(),
  username: Str(),
  email: Str(),
  firstname: Str(),
  lastname: Str(),
  roles: Type.Array(Str()),
  tipo: Str(),
  enabled: Bool(),
  emailVerificado: Bool(),
  emailVerifiedByMandrill: Bool(),
  phone: NStr(),
  dni: NStr(),
  reference: NStr(),
  lw: Bool(),
  walletStatusCode: NInt(),
  lastLogin: NStr(),
  ip: NStr(),
  agent: NStr(),
};
export const User = Type.Object({ ...Resource('User'), ...UserFields });
export const UserItem = Type.Object({ ...Member('User'), ...UserFields });

export const UsersQuery = Type.Object({
  ...PagingQuery,
  email: Type.Optional(Type.String({ maxLength: 320 })),
});

export const USER_TIPOS = [
  'afiliado',
  'comercial',
  'comercial_afiliado',
  'empleado',
  'inversor',
  'prestatario',
] as const;

export const UserCreate = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    firstname: Type.Optional(NText(100)),
    lastname: Type.Optional(NText(150)),
    phone: Type.Optional(NText(30)),
    dni: Type.Optional(NText(20)),
    reference: Type.Optional(NText(50)),
    tipo: Type.Optional(Type.String({ enum: [...USER_TIPOS] })),
    roles: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
    emailVerificado: Type.Optional(Bool()),
    enabled: Type.Optional(Bool()),
    lw: Type.Optional(Bool()),
    /** Creates the sales agent too: of an affiliate when `afiliado` is given, of the platform otherwise. */
    salesAgent: Type.Optional(Bool()),
    afiliado: Type.Optional(Link),
    manager: Type.Optional(Link),
  },
  { additionalProperties: false },
);

export const UserUpdate = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    firstname: Type.Optional(NText(100)),
    lastname: Type.Optional(NText(150)),
    phone: Type.Optional(NText(30)),
    dni: Type.Optional(NText(20)),
    reference: Type.Optional(NText(50)),
    enabled: Type.Optional(Bool()),
    emailVerificado: Type.Optional(Bool()),
    emailVerifiedByMandrill: Type.Optional(Bool()),
    lw: Type.Optional(Bool()),
    walletStatusCode: Type.Optional(NInt4()),
    active: Type.Optional(Nullable(Bool())),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// A user's records (§7 Users)

const WalletFields = {
  wallet: NStr(),
  lwId: NStr(),
  balance: Num(),
  plataformaPayments: Num(),
  provisionFund: Num(),
  parent: NStr(),
  frozenByLw: Bool(),
};

export const WalletBalance = Type.Object({
  ...Resource('WalletBalance'),
  user: Str(),
  afiliado: NStr(),
  ...WalletFields,
});

export const UserLogin = Type.Object({ ...Member('UserLogin'), date: Str(), ip: NStr(), agent: NStr() });

/** A loan as `/api/creditos/{id}` answers it: its columns, links as paths. */
export const CreditoItem = Type.Object({
  ...Member('Credito'),
  id: Int(),
  code: Str(),
  tipo: Str(),
  estadoCd: Str(),
  origin: NStr(),
  demo: Bool(),
  funder: NStr(),
  funderId: NStr(),
  fund: NStr(),
  securitized: Bool(),
  fromApi: Bool(),
  cancelledByAffiliate: Bool(),
  contractSigned: Bool(),
  allowOwnInvestment: Bool(),
  acceptOwnInvestment: Bool(),
  moneyOutSent: Bool(),
  contractVerified: Bool(),
  scoreSimplai: NInt(),
  scoreSimplaiResolution: NStr(),
  scoreSimplaiDescription: NStr(),
  emailMoneyOut: Bool(),
  allowSDD: Bool(),
  cobros: Bool(),
  cantidad: Num(),
  cantidadSolicitada: NNum(),
  meses: Int(),
  mesesSolicitados: NInt(),
  carencia: Int(),
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
  demandaJudicial: Bool(),
  visibleRecobro: Bool(),
  flags: Type.Record(Type.String(), Type.Boolean()),
  createdAt: Str(),
  updatedAt: Str(),
  creditId: Int(),
  user: Str(),
  coborrower: NStr(),
  afiliado: NStr(),
  salesAgent: NStr(),
  account: NStr(),
});

export const PaymentMethodItem = Type.Object({
  ...Member('PaymentMethod'),
  id: Int(),
  type: Str(),
  last4: NStr(),
  expiresAt: NStr(),
  enabled: Bool(),
  invalid: Bool(),
  invalidType: Bool(),
  loan: NStr(),
  /** The row's version: sent back (as `"7"`) in If-Match by an action on the row. */
  version: Int(),
});

export const AccountLwStatus = Type.Object({
  '@id': Str(),
  ibanValidadoLw: Bool(),
  lwIBANId: NStr(),
  walletStatusCode: NInt(),
});

// ---------------------------------------------------------------------------------------------
// An investor's investments and wallet (loans §6; §9 investment filters)

const numberQ = () => Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}([.,][0-9]{1,4})?$' }));
const dateQ = () => Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }));
/** The term is in whole months (loans.meses is int4): 12.5 is a 400, not a database error. */
const monthsQ = () => Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}$' }));

export const InvestmentsQuery = Type.Object(
  {
    ...PagingQuery,
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
    rentabilityMin: numberQ(),
    rentabilityMax: numberQ(),
    amountMin: numberQ(),
    amountMax: numberQ(),
    durationMin: monthsQ(),
    durationMax: monthsQ(),
    createdFrom: dateQ(),
    createdTo: dateQ(),
    tipo: Type.Optional(Type.String({ maxLength: 100 })),
    loanStatus: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const InvestmentItem = Type.Object({
  ...Member('Inversion'),
  id: Int(),
  amount: Num(),
  loanRentability: NNum(),
  loanDuration: Int(),
  loanStatus: Str(),
  createdAt: Str(),
  loanCode: Str(),
  isOwnInvestment: Bool(),
  loan: Str(),
});

/** Issue 15: the investments list with the totals of every row the filters select (not just the page). */
export const InvestmentsCollection = Type.Object({
  ...Collection(InvestmentItem).properties,
  totals: Type.Object({ count: Int(), amount: Num() }),
});

export const MonederoDetail = Type.Object({
  ...Resource('MonederoDetail'),
  user: Str(),
  investor: Str(),
  ...WalletFields,
  invested: Num(),
  activeInvestments: Int(),
});

// ---------------------------------------------------------------------------------------------
// The users' routes of the contract, by their API_ACCESS keys

const records = <T extends TSchema>(member: T) =>
  ({ params: IdParams, querystring: SectionQuery, response: Collection(member) }) as const;

export const USER_ROUTES = {
  'GET /api/users': { querystring: UsersQuery, response: Collection(UserItem) },
  'GET /api/users/salesAgentsSelect': { response: Type.Array(Option) },
  'GET /api/users/:id': { params: IdParams, response: User },
  'POST /api/users': { body: UserCreate, response: User, status: 201 },
  'PUT /api/users/:id': { params: IdParams, body: UserUpdate, response: User },
  'GET /api/users/:id/documentsList': { params: IdParams, response: Collection(DocumentItem) },
  'GET /api/users/:id/walletLWBalance': { params: IdParams, response: WalletBalance },
  'GET /api/users/:id/last_logins': records(UserLogin),
  'GET /api/users/:id/creditos': records(CreditoItem),
  'GET /api/users/:id/payment_methods': records(PaymentMethodItem),
  'GET /api/tools/accountLWStatus/:id': { params: IdParams, response: AccountLwStatus },
  'GET /api/users/:id/inversionesList': {
    params: IdParams,
    querystring: InvestmentsQuery,
    response: InvestmentsCollection,
  },
  'GET /api/inversores/:id/inversionesList': {
    params: IdParams,
    querystring: InvestmentsQuery,
    response: InvestmentsCollection,
  },
  'GET /api/users/:id/monederoDetail': { params: IdParams, response: MonederoDetail },
  'GET /api/inversores/:id/monederoDetail': { params: IdParams, response: MonederoDetail },
} as const satisfies RouteTable;
