/**
 * The API contract (issue 11): `CONTRACT` holds every route's schemas by its API_ACCESS key; each
 * area declares its routes in its own file and adds them here. The API registers routes with it,
 * the admin's client takes its types from it.
 */
import type { Static } from 'typebox';
import { AFFILIATE_ROUTES } from './affiliates';
import { APPROVAL_ROUTES } from './approvals';
import { AUTH_ROUTES } from './auth';
import { BACKOFFICE_TOOLS_ROUTES } from './backofficeTools';
import { BOOTSTRAP_ROUTES } from './bootstrap';
import { COMMENT_DOCUMENT_ROUTES } from './commentsDocuments';
import { COMPANY_ROUTES } from './companies';
import { CONFIG_ROUTES } from './config';
import { CREDITO_ROUTES } from './credito';

export { USER_ROUTES, User, UserCreate, UserUpdate } from './users';

import { INVESTOR_DETAIL_ROUTES } from './investorDetail';
import { INVESTOR_LIST_ROUTES } from './investorList';
import { LISTING_ROUTES } from './listings';
import { LOAN_ACTION_ROUTES } from './loanActions';
import { LOAN_FLOW_ROUTES } from './loanFlows';
import { LOAN_INFO_ROUTES } from './loanInfo';

export { BorrowerInfo, CarInfo, IdInfo, LOAN_INFO_ROUTES } from './loanInfo';

import { LOAN_LIST_ROUTES } from './loanLists';
import { LOAN_PROVIDER_ACTION_ROUTES } from './loanProviderActions';
import { LOAN_ROUTES } from './loans';
import { LOGS_LW_ROUTES } from './logsLw';
import { PLATFORM_ROUTES } from './platform';
import type { RouteTable, RouteTypes } from './routes';
import { SCORING_ROUTES } from './scoring';
import { TOOLS_ROUTES } from './tools';
import { USER_ROUTES } from './users';

// The affiliate area (issue 11).
export {
  AFFILIATE_ROUTES,
  Affiliate,
  AffiliateCreate,
  AffiliateDashboard,
  AffiliateListCollection,
  AffiliateListQuery,
  AffiliateListRow,
  AffiliateUpdate,
  CancellationItem,
  LinkItem,
  PlanItem,
} from './affiliates';
// Issue 14: four-eyes approvals and the audit trail.
export {
  APPROVAL_ROUTES,
  Approval,
  ApprovalsCollection,
  AuditEntry,
  AuditLogCollection,
  isApproval,
  RejectBody,
} from './approvals';
export {
  BACKOFFICE_TOOLS_ROUTES,
  ExcelActionReportRow,
  ExcelActionsParams,
  ExcelActionsQuery,
  ExcelActionsReport,
  MonthInstallmentsSummary,
  NewTask,
  SalesAgentDetail,
  SalesAgentDetailQuery,
  SalesAnalysis,
  SalesAnalysisQuery,
  SalesTask,
  SecuritizationApply,
  SecuritizationLoan,
  SecuritizationPreview,
  SecuritizationQuery,
  SecuritizationResult,
  WeeklyTasks,
  WeeklyTasksQuery,
} from './backofficeTools';
export { BOOTSTRAP_ROUTES, BootstrapAnswer, SessionUserAnswer } from './bootstrap';
export { type JsonLdClass, jsonLdClasses, untypedNodes } from './classes';
export { COMMENT_DOCUMENT_ROUTES, CommentItem, DocumentItem } from './commentsDocuments';
export { COMPANY_ROUTES } from './companies';
export {
  AfiliadoSecondaryReasonResource,
  CancellationOperationFields,
  ConfiguracionAfiliadoFields,
  Insurance,
  LinkAfiliadoFields,
  SecondaryReason,
} from './config';
export { Credito, CreditoFields, CreditoResource } from './credito';
// The investor detail (issue 15).
export {
  INVESTOR_DETAIL_ROUTES,
  INVESTOR_NOTIFICATIONS,
  InvestorAccreditation,
  InvestorDetail,
  InvestorPreferences,
  InvestorPreferencesUpdate,
  InvestorStatusBody,
  InvestorUpdate,
} from './investorDetail';
// The investors list and dashboard (issue 15).
export {
  INVESTOR_LIST_QUERY_KEYS,
  INVESTOR_LIST_ROUTES,
  InvestorDashboard,
  InvestorListCollection,
  InvestorListQuery,
  InvestorListRow,
} from './investorList';
export {
  LISTING_ROUTES,
  ListingAnswer,
  ListingColumn,
  ListingFilter,
  ListingPage,
  ListingQuery,
} from './listings';
export { AmountBody, CreditoUpdate, InvestBody, LOAN_ACTION_ROUTES, LoanActionResult } from './loanActions';
// Issue 14: the loan flows (flows).
export {
  ApproveLoanBody,
  LenderTermsBody,
  LOAN_FLOW_ROUTES,
  ResetPaymentPlan,
} from './loanFlows';
export {
  AmaListItem,
  AmasListQuery,
  CuotasListQuery,
  FinanciacionesCollection,
  FinanciacionesQuery,
  InstallmentListItem,
  LIST_QUERY_KEYS,
  LOAN_LIST_ROUTES,
  LoanDashboard,
  LoanListItem,
} from './loanLists';
export {
  IbanRegistrationResult,
  LOAN_PROVIDER_ACTION_ROUTES,
  PaymentMethodDisable,
  ValidateDniQuery,
} from './loanProviderActions';
export {
  AdvanceAmortizationFigures,
  Amortization,
  AmountAdvancedAmortizationQuery,
  Asnef,
  Bank,
  BanksQuery,
  CheckAsnef,
  Collection,
  Configuracion,
  CuotasQuery,
  HydraView,
  IdParams,
  INSTALLMENT_PARTS,
  Installment,
  LOAN_ROUTES,
  LoanComputed,
  LoanControlDetail,
  LoanInvestment,
  LoanInvestor,
  Operation,
  PagingQuery,
  PayMethod,
  ProductQuery,
  SimulationQuery,
  StatusHistoryEntry,
} from './loans';
export { LOGS_LW_ROUTES, LogsLwCollection, LogsLwQuery, ProviderCallEntry } from './logsLw';
export { LiveEvent, type LiveEventData, SearchHit } from './platform';
export type { RouteSchemas, RouteTable, RouteTypes } from './routes';
export { jsonLdClassOf, Option, SectionQuery, TypeOf } from './schema';
export {
  InsCuenta,
  InsResumen,
  InsTitular,
  InsTran,
  InsTransQuery,
  Killer,
  SCORING_ROUTES,
  ScoreResult,
  ScrapeReport,
  ScrapeReportsCollection,
} from './scoring';
export {
  AffiliateParameters,
  AffiliateScoreResult,
  type ByteStream,
  CollaborationContractResult,
  CollectionsResult,
  FileDownload,
  InvestorParameters,
  isMoneyOperation,
  KycCleaningResult,
  LoanParameters,
  MoneyOperation,
  WalletRegistrationResult,
  WorkedDaysSaved,
} from './tools';

export const CONTRACT = {
  ...LOAN_ROUTES,
  ...LOAN_LIST_ROUTES,
  ...SCORING_ROUTES,
  ...LOAN_INFO_ROUTES,
  // Issue 11, the rest of the API (auth, configuration, tools, the loan resource, platform calls).
  ...AUTH_ROUTES,
  ...BOOTSTRAP_ROUTES,
  ...CONFIG_ROUTES,
  ...CREDITO_ROUTES,
  ...TOOLS_ROUTES,
  ...PLATFORM_ROUTES,
  ...AFFILIATE_ROUTES,
  ...COMPANY_ROUTES,
  ...COMMENT_DOCUMENT_ROUTES,
  ...USER_ROUTES,
  ...INVESTOR_LIST_ROUTES,
  ...LISTING_ROUTES,
  ...LOAN_ACTION_ROUTES,
  ...LOAN_PROVIDER_ACTION_ROUTES,
  ...INVESTOR_DETAIL_ROUTES,
  ...APPROVAL_ROUTES,
  ...LOAN_FLOW_ROUTES,
  ...BACKOFFICE_TOOLS_ROUTES,
  ...LOGS_LW_ROUTES,
} as const satisfies RouteTable;

export type Contract = typeof CONTRACT;
export type ContractKey = keyof Contract;
export type ParamsOf<K extends ContractKey> = RouteTypes<Contract[K]>['params'];
export type QueryOf<K extends ContractKey> = RouteTypes<Contract[K]>['query'];
export type BodyOf<K extends ContractKey> = RouteTypes<Contract[K]>['body'];
export type ResponseOf<K extends ContractKey> = Static<Contract[K]['response']>;

/** One member of a collection route's answer (`hydra:member`), as a screen's rows are typed. */
export type MemberOf<K extends ContractKey> =
  ResponseOf<K> extends { 'hydra:member': readonly (infer M)[] } ? M : never;
