/**
 * The typed contract of the investors list and dashboard (issue 15, loans §2 "Investors" and §6:
 * MICRO_ADMIN and the roles that include it). Pure data.
 */
import { Type } from 'typebox';
import { INVESTOR_LIST_SORTABLE } from '../investor/lists';
import type { RouteTable } from './routes';
import { Bool, HydraView, Int, NStr, Num, OrderQuery, Str, TypeOf } from './schema';

/** A row of `GET /api/inversores`. `name` is investorName(): the business name of a legal person. */
export const InvestorListRow = Type.Object({
  '@id': Str(),
  '@type': TypeOf('InvestorListRow'),
  id: Int(),
  user: Str(),
  name: Str(),
  legalPerson: Bool(),
  companyName: NStr(),
  taxId: NStr(),
  firstname: Str(),
  lastname: Str(),
  email: Str(),
  dni: NStr(),
  phone: NStr(),
  status: Str(),
  balance: Num(),
  frozenByLw: Bool(),
  afiliado: NStr(),
  createdAt: Str(),
});

/**
 * The list's filters: `status` (one code or several, comma-separated), `legalPerson`, and `q`,
 * text on the name (or company name), e-mail and id document (dni or tax id); `order[field]` on
 * INVESTOR_LIST_SORTABLE; pages of INVESTOR_LIST_PAGE_SIZE.
 */
export const InvestorListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
    status: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,4}(,[A-Za-z]{2,4})*$' })),
    legalPerson: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    ...OrderQuery(INVESTOR_LIST_SORTABLE),
    /** `xlsx`: every filtered row in the list's order as a streamed spreadsheet (no page, no cap). */
    format: Type.Optional(Type.Literal('xlsx')),
  },
  { additionalProperties: true },
);

export const InvestorListCollection = Type.Object({
  '@context': Str(),
  '@id': Str(),
  '@type': TypeOf('hydra:Collection'),
  'hydra:member': Type.Array(InvestorListRow),
  'hydra:totalItems': Int(),
  'hydra:view': HydraView,
  /** Rows per status under the other filters (the list's counts). */
  statusCounts: Type.Record(Type.String(), Int()),
});

/** `/api/inversores/dashboard`: the investors dashboard's figures. */
export const InvestorDashboard = Type.Object({
  '@id': Str(),
  '@type': TypeOf('InvestorDashboard'),
  totals: Type.Object({
    investors: Int(),
    legalPersons: Int(),
    naturalPersons: Int(),
    /** The sum of the active investments and how many there are. */
    invested: Num(),
    activeInvestments: Int(),
    /** The sum of the investors' wallet balances, and how many have a positive one. */
    walletBalance: Num(),
    withBalance: Int(),
  }),
  /** Every status of the catalogue (0 when none), then any other code found. */
  byStatus: Type.Array(Type.Object({ status: Str(), count: Int() })),
  /** The last 12 months with investments, oldest first (`month` is YYYY-MM of the creation date). */
  investedByMonth: Type.Array(Type.Object({ month: Str(), count: Int(), amount: Num() })),
  /** Investors per wallet-balance band (WALLET_BALANCE_BANDS), with the sum of their balances. */
  walletBalances: Type.Array(Type.Object({ band: Str(), count: Int(), amount: Num() })),
});

/** The declared query keys of the list (anything else but `order[...]` is a 400). */
export const INVESTOR_LIST_QUERY_KEYS = Object.keys(InvestorListQuery.properties);

export const INVESTOR_LIST_ROUTES = {
  'GET /api/inversores': { querystring: InvestorListQuery, response: InvestorListCollection },
  'GET /api/inversores/dashboard': { response: InvestorDashboard },
} as const satisfies RouteTable;
