/**
 * The API contract (issue 11): `CONTRACT` holds every route's schemas by its API_ACCESS key; each
 * area declares its routes in its own file and adds them here. The API registers routes with it,
 * the admin's client takes its types from it.
 */
import type { Static } from 'typebox';
import { LOAN_ROUTES } from './loans';
import type { RouteTable, RouteTypes } from './routes';

export {
  AdvanceAmortizationFigures,
  AmaListItem,
  AmasListQuery,
  Amortization,
  AmountAdvancedAmortizationQuery,
  Asnef,
  Bank,
  BanksQuery,
  CheckAsnef,
  Collection,
  Configuracion,
  CuotasListQuery,
  CuotasQuery,
  FinanciacionesCollection,
  FinanciacionesQuery,
  HydraView,
  IdParams,
  INSTALLMENT_PARTS,
  InsCuenta,
  InsResumen,
  InsTitular,
  InsTran,
  InsTransQuery,
  Installment,
  InstallmentListItem,
  Killer,
  LIST_QUERY_KEYS,
  LOAN_ROUTES,
  LoanComputed,
  LoanControlDetail,
  LoanDashboard,
  LoanInvestment,
  LoanInvestor,
  LoanListItem,
  Operation,
  PagingQuery,
  PayMethod,
  ProductQuery,
  ScoreResult,
  ScrapeReport,
  ScrapeReportsCollection,
  SimulationQuery,
  StatusHistoryEntry,
} from './loans';
export type { RouteSchemas, RouteTable, RouteTypes } from './routes';

export const CONTRACT = {
  ...LOAN_ROUTES,
} as const satisfies RouteTable;

export type Contract = typeof CONTRACT;
export type ContractKey = keyof Contract;
export type ParamsOf<K extends ContractKey> = RouteTypes<Contract[K]>['params'];
export type QueryOf<K extends ContractKey> = RouteTypes<Contract[K]>['query'];
export type BodyOf<K extends ContractKey> = RouteTypes<Contract[K]>['body'];
export type ResponseOf<K extends ContractKey> = Static<Contract[K]['response']>;
