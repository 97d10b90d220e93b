/**
 * Who may call each API route: the roles (any one passes, with the role hierarchy) or 'public'.
 * Built from the spec's route roles (platform §2 and §6, loans §6). The API guards every route
 * with this table, and the admin reads it to offer only what the API would accept.
 */
import { SCORING_ROLES } from '../loan/loans';
import { APPROVER_ROLES } from './fourEyes';
import { hasAnyRole, isSalesUser, type Role, type RolesInput } from './roles';

type Roles = readonly Role[];

/** Any signed-in staff user. */
const STAFF: Roles = ['ROLE_USER'];
/** §2 affiliate list and detail: COMERCIAL, MICRO_ADMIN, RISK. */
const AFFILIATE_READ: Roles = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RISK'];
/** §2 create affiliate (and so every affiliate write): COMERCIAL, MICRO_ADMIN; RISK reads only. */
const AFFILIATE_WRITE: Roles = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'];
/** loans §6 credit detail (COMERCIAL, MICRO_ADMIN, RECOBRO, RISK, BE), and the affiliate readers. */
const RECORD_READ: Roles = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_RISK', 'ROLE_BE'];
/** loans §6 investors menu, dashboard, list and detail. */
const INVESTOR_DETAIL: Roles = ['ROLE_MICRO_ADMIN'];
/** loans §6 financing list: COMERCIAL, MICRO_ADMIN, RISK, BE. */
const FINANCING_LIST: Roles = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RISK', 'ROLE_BE'];
/** loans §6 installments list and AMA list: COMERCIAL, MICRO_ADMIN. */
const INSTALLMENT_LIST: Roles = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'];
/** Tools under /api/tools/microadmin, and the wallet tools of the detail screens. */
const MICRO_TOOLS: Roles = ['ROLE_MICRO_ADMIN'];
/** Tools under /api/tools/admin. */
const ADMIN_TOOLS: Roles = ['ROLE_ADMIN'];
/** §6 Secondary Reasons (the catalogue screen) is for ADMIN_PLUS. */
const SECONDARY_REASONS_ADMIN: Roles = ['ROLE_ADMIN_PLUS'];
/** §6 Comments: only SUPER_ADMIN deletes (the domain gate canDeleteComment). */
const COMMENT_DELETE: Roles = ['ROLE_SUPER_ADMIN'];
/** Issue 14: who sees and decides the pending approvals (four-eyes). */
const APPROVERS: Roles = APPROVER_ROLES;
/** loans §6 credit tools (Excel uploads, update month installments): SUPER_ADMIN. */
const CREDIT_TOOLS: Roles = ['ROLE_SUPER_ADMIN'];

/**
 * The loan actions called with the loan's id alone, answering LoanActionResult (the status, type,
 * amortization and investment actions): the contract gives every route of this table that schema
 * (contract/loanActions.ts), so a new such action is one line here.
 * /tools/admin is ADMIN and above; the other tools, the ACa and the co-borrower MICRO_ADMIN and above.
 */
export const LOAN_ID_ACTIONS = {
  'PUT /api/tools/admin/cancelInvestment/:id': ADMIN_TOOLS,
  'DELETE /api/inversiones/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/cancelLoan/:id': MICRO_TOOLS,
  'POST /api/tools/microadmin/generateLoanInstallments/:id': MICRO_TOOLS,
  'POST /api/tools/admin/generateAMA/:id': ADMIN_TOOLS,
  'PUT /api/tools/microadmin/affiliate/advanceAmortization/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/borrower/advanceAmortization/:id': MICRO_TOOLS,
  'PUT /api/tools/admin/denyLoan/:id': ADMIN_TOOLS,
  'PUT /api/tools/admin/failedLoan/:id': ADMIN_TOOLS,
  'PUT /api/tools/enableSigEam/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/analizeLoan/:id': MICRO_TOOLS,
  'PUT /api/tools/admin/categorizeInstantor/:id': ADMIN_TOOLS,
  'PUT /api/tools/microadmin/cobrosToFinanciacion/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/financiacionToCobros/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/rebillCurrentInstallment/:id': MICRO_TOOLS,
} as const satisfies Record<string, Roles>;

/** The provider-backed loan actions (lprov) called with the loan's id alone, as LOAN_ID_ACTIONS. */
export const LOAN_PROVIDER_ID_ACTIONS = {
  'PUT /api/tools/sendVTFSMS/:id': MICRO_TOOLS,
  'PUT /api/tools/sendCovid19SMS/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/processAfterbanks/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/sendSEPANextMonth/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/sendSEPANextTwoDays/:id': MICRO_TOOLS,
  'PUT /api/restoreACa/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/generateIbanCertificate/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/cleanContractsSignature/:id': MICRO_TOOLS,
  'PUT /api/tools/generateContractsSignatureCode/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/verifyOnlineBankInfo/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/verifyMainOnlineBankInfo/:id': MICRO_TOOLS,
  'PUT /api/tools/admin/deleteLoanInFintonic/:id': ADMIN_TOOLS,
  'PUT /api/tools/microadmin/callCenter/addContact/:id': MICRO_TOOLS,
  'DELETE /api/creditos/:id/coborrower': MICRO_TOOLS,
} as const satisfies Record<string, Roles>;

export const API_ACCESS = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/contexts/:type': 'public',
  // The API's documentation: public in development; apps/api/src/plugins/docs.ts asks for a token in production.
  'GET /api/docs.json': 'public',
  'GET /api/docs.jsonld': 'public',
  'POST /api/login_check': 'public',
  'PUT /api/refreshJWT': STAFF,
  'POST /api/logout': STAFF,
  // Who I am, my menu and my reports, in one answer after the login.
  'GET /api/bootstrap': STAFF,
  // Passwords (issue 12): one's own, a one-time set-password token, and setting it with the token.
  'POST /api/change_password': STAFF,
  'POST /api/set_password': 'public',
  'POST /api/users/:id/password_token': AFFILIATE_WRITE,
  // Users
  'GET /api/users': STAFF,
  'GET /api/users/:id': STAFF,
  'POST /api/users': AFFILIATE_WRITE,
  'PUT /api/users/:id': AFFILIATE_WRITE,
  'GET /api/users/:id/search': STAFF,
  'GET /api/users/:id/affiliatesInDepthList': AFFILIATE_READ,
  'GET /api/users/:id/documentsList': RECORD_READ,
  // Issue 15: the investor detail reads these by the investor's user (MICRO_ADMIN's, loans §6);
  // the affiliate side reads the same lists through /api/inversores/:id/...
  'GET /api/users/:id/inversionesList': INVESTOR_DETAIL,
  'GET /api/users/:id/monederoDetail': INVESTOR_DETAIL,
  'GET /api/users/:id/comentariosList': RECORD_READ,
  'GET /api/users/salesAgentsSelect': AFFILIATE_READ,
  'GET /api/users/:id/walletLWBalance': RECORD_READ,
  'GET /api/users/:id/last_logins': RECORD_READ,
  'GET /api/users/:id/creditos': RECORD_READ,
  'GET /api/users/:id/payment_methods': RECORD_READ,
  'GET /api/tools/accountLWStatus/:id': RECORD_READ,
  // Affiliates
  'POST /api/afiliados': AFFILIATE_WRITE,
  'POST /api/afiliados/alta': AFFILIATE_WRITE,
  'GET /api/afiliados/:id': AFFILIATE_READ,
  'PUT /api/afiliados/:id': AFFILIATE_WRITE,
  'GET /api/afiliados/:id/documentsList': AFFILIATE_READ,
  'GET /api/afiliados/:id/tasksList': AFFILIATE_READ,
  'GET /api/afiliados/:id/childrenList': AFFILIATE_READ,
  'GET /api/afiliados/:id/financiacionList': AFFILIATE_READ,
  'GET /api/afiliados/:id/salesAgentsInDepthList': AFFILIATE_READ,
  'GET /api/afiliados/:id/transactionList': AFFILIATE_READ,
  'GET /api/afiliados/:id/cancellationOperationList': AFFILIATE_READ,
  'GET /api/afiliados/:id/provisionFundsList': AFFILIATE_READ,
  'GET /api/afiliados/:id/statusHistoryList': AFFILIATE_READ,
  'GET /api/afiliados/:id/secondaryReasonsList': AFFILIATE_READ,
  'GET /api/afiliados/:id/productList': AFFILIATE_READ,
  'GET /api/afiliados/:id/linksList': AFFILIATE_READ,
  'GET /api/afiliados/:id/configuraciones_afiliados': AFFILIATE_READ,
  'GET /api/afiliados/:id/comentariosList': AFFILIATE_READ,
  'GET /api/afiliados/estadosSelect': AFFILIATE_READ,
  'GET /api/afiliados/afiliadosSelect': AFFILIATE_READ,
  'GET /api/afiliados_dashboard': AFFILIATE_READ,
  'POST /api/datos_empresas': AFFILIATE_WRITE,
  'GET /api/datos_empresas/:id': AFFILIATE_READ,
  'PUT /api/datos_empresas/:id': AFFILIATE_WRITE,
  'POST /api/accounts': AFFILIATE_WRITE,
  'GET /api/accounts/:id': AFFILIATE_READ,
  'PUT /api/accounts/:id': AFFILIATE_WRITE,
  // Investors
  'GET /api/inversores/:id/inversionesList': AFFILIATE_READ,
  'GET /api/inversores/:id/monederoDetail': AFFILIATE_READ,
  'GET /api/inversores/:id/comentariosList': INVESTOR_DETAIL,
  // Issue 15: the investors list and dashboard (loans §6: MICRO_ADMIN and the roles including it).
  'GET /api/inversores': INVESTOR_DETAIL,
  'GET /api/inversores/dashboard': INVESTOR_DETAIL,
  // Issue 15: the investor detail (loans §6: MICRO_ADMIN and the roles including it).
  'GET /api/inversores/:id': INVESTOR_DETAIL,
  'PUT /api/inversores/:id': INVESTOR_DETAIL,
  'PUT /api/inversores/:id/status': INVESTOR_DETAIL,
  'GET /api/inversores/:id/accreditation': INVESTOR_DETAIL,
  'GET /api/investor_preferences/:id': INVESTOR_DETAIL,
  'PUT /api/investor_preferences/:id': INVESTOR_DETAIL,
  'GET /api/users/:id/statusHistoryList': INVESTOR_DETAIL,
  // Loans (the detail routes come with the loans issue)
  'GET /api/creditos/:id': RECORD_READ,
  'GET /api/creditos/:id/comentariosList': RECORD_READ,
  // Loan detail reads (issue 13, loans §7); the scoring is gated by the domain's scoringView.
  'GET /api/loanControlDetail/:id': RECORD_READ,
  'GET /api/creditos/:id/statusHistoryList': RECORD_READ,
  // The loan's borrower, car and ID info (issue 13, a13b).
  'GET /api/creditos/:id/borrowerInfo': RECORD_READ,
  'GET /api/creditos/:id/carInfo': RECORD_READ,
  'GET /api/creditos/:id/idInfo': RECORD_READ,
  'GET /api/creditos/:id/inversiones': RECORD_READ,
  'GET /api/creditos/:id/investorsList': RECORD_READ,
  'GET /api/creditos/:id/cuotas': RECORD_READ,
  'GET /api/creditos/:id/score_results': SCORING_ROLES,
  'GET /api/creditos/:id/ins_resumens': SCORING_ROLES,
  'GET /api/creditos/:id/killers': SCORING_ROLES,
  'GET /api/creditos/:id/ins_scrape_reports': RECORD_READ,
  'GET /api/ins_scrape_reports/:id/ins_cuentas': RECORD_READ,
  'GET /api/ins_cuentas/:id/ins_trans': RECORD_READ,
  'GET /api/ins_cuentas/:id/ins_titulars': RECORD_READ,
  'GET /api/checkAsnef/:id': RECORD_READ,
  'GET /api/asnefs/:id': RECORD_READ,
  'GET /api/amountAdvancedAmortization/:id': RECORD_READ,
  'GET /api/tools/microadmin/advanceAmortizationSimulation/:id': MICRO_TOOLS,
  'GET /api/configuracions': RECORD_READ,
  'GET /api/amortizations': RECORD_READ,
  'GET /api/amortizations/': RECORD_READ,
  'GET /api/operations': RECORD_READ,
  'GET /api/operations/': RECORD_READ,
  'GET /api/pay_methods': RECORD_READ,
  'GET /api/banks': RECORD_READ,
  // Loan lists (loans §6: financing list; installments and AMA lists).
  'GET /api/financiaciones': FINANCING_LIST,
  'GET /api/cuotas': INSTALLMENT_LIST,
  'GET /api/amas': INSTALLMENT_LIST,
  // loans §6 credits dashboard: COMERCIAL, MICRO_ADMIN, RISK (hidden from BE).
  'GET /api/creditos/dashboard': ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RISK'],
  // Comments
  'POST /api/comentarios': STAFF,
  'DELETE /api/comentarios/:id': COMMENT_DELETE,
  'GET /api/comentarios/departamentosSelect': STAFF,
  // Documents
  'POST /api/documents/upload': AFFILIATE_WRITE,
  'DELETE /api/documents/:id': AFFILIATE_WRITE,
  'GET /api/documents/:id/download': RECORD_READ,
  // Cancellations
  'POST /api/cancellation_operations': AFFILIATE_WRITE,
  'DELETE /api/cancellation_operations/:id': AFFILIATE_WRITE,
  // Configuration
  'GET /api/secondary_reasons': AFFILIATE_READ,
  'POST /api/secondary_reasons': SECONDARY_REASONS_ADMIN,
  'GET /api/secondary_reasons/secondaryReasonsSelect': AFFILIATE_READ,
  'POST /api/afiliado_secondary_reasons': AFFILIATE_WRITE,
  'DELETE /api/afiliado_secondary_reasons/:id': AFFILIATE_WRITE,
  'POST /api/links_afiliados': AFFILIATE_WRITE,
  'DELETE /api/links_afiliados/:id': AFFILIATE_WRITE,
  'POST /api/configuracion_afiliados': AFFILIATE_WRITE,
  'DELETE /api/configuracion_afiliados/:id': AFFILIATE_WRITE,
  'GET /api/insurances': AFFILIATE_READ,
  'GET /api/insurances/insurancesSelect': AFFILIATE_READ,
  // Tools
  'POST /api/tools/checkParameters': STAFF,
  'GET /api/tools/reportsList': STAFF,
  // Each report also checks its own roles (§6 "filtered by the roles each entry lists").
  'GET /api/tools/reports/:id': STAFF,
  // Issue 16: every listing; each also checks its route's roles in ROUTES (or a report's own roles).
  'GET /api/listados/:id': STAFF,
  'PUT /api/tools/microadmin/analizePDV/:id': MICRO_TOOLS,
  'PUT /api/tools/registerWalletLW/:id': MICRO_TOOLS,
  'PUT /api/tools/cleanKYC/:id': MICRO_TOOLS,
  'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id': AFFILIATE_WRITE,
  'PUT /api/tools/enablePlataformaCobros/:id': MICRO_TOOLS,
  'POST /api/tools/admin/moneyP2P': ADMIN_TOOLS,
  'POST /api/tools/admin/moneyOut': ADMIN_TOOLS,
  'POST /api/tools/workedDays': STAFF,
  'GET /api/tools/workedDaysByWeek/:week/:year': STAFF,
  'GET /api/worked_days/reasonsSelect': STAFF,
  'POST /api/log': STAFF,
  // Live events (server-sent): every signed-in user; each hears only of the records they may read.
  'GET /api/events': STAFF,
  // Loan admin actions (lact): /tools/admin is ADMIN and above, the rest MICRO_ADMIN and above.
  ...LOAN_ID_ACTIONS,
  'POST /api/tools/admin/invest/:id': ADMIN_TOOLS,
  'PUT /api/tools/microadmin/partialCancellation/:id': MICRO_TOOLS,
  'PUT /api/creditos/:id': MICRO_TOOLS,
  // The provider-backed loan actions (lprov): /tools/admin is ADMIN and above; the other
  // tools, the ACa, the co-borrower and the payment method MICRO_ADMIN and above (as the wallet tools).
  ...LOAN_PROVIDER_ID_ACTIONS,
  'PUT /api/tools/validateDNI/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/registerIBANLW/:id': MICRO_TOOLS,
  'PUT /api/payment_methods/:id': MICRO_TOOLS,
  // Issue 14: four-eyes approvals (ADMIN and above, shared/fourEyes.ts) and the audit trail of a
  // record (whoever may read the record reads its trail; the route checks the record's scope).
  'GET /api/approvals': APPROVERS,
  'POST /api/approvals/:id/approve': APPROVERS,
  'POST /api/approvals/:id/reject': APPROVERS,
  'GET /api/auditLog': RECORD_READ,
  // Issue 14, loan flows (flows): approve through the lender modal (MICRO_ADMIN, loans §6 acts on the
  // detail), the payment reset (ADMIN, under four-eyes), the lawsuit filing (MICRO_ADMIN).
  'POST /api/tools/admin/approveLoan/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/lenderTerms/:id': MICRO_TOOLS,
  'POST /api/tools/admin/resetPayment/:id': ADMIN_TOOLS,
  'POST /api/tools/admin/resetPayment/:id/restore': ADMIN_TOOLS,
  'PUT /api/tools/microadmin/frozeDebt/:id': MICRO_TOOLS,
  'PUT /api/tools/microadmin/generateDebtCertificate/:id': MICRO_TOOLS,
  'PUT /api/creditos/:id/flags': MICRO_TOOLS,
  'DELETE /api/tools/microadmin/lawsuitFiling/:id': MICRO_TOOLS,
  // Issue 16 IT tools (loans §6: ADMIN): titulizar / destitulizar créditos.
  'GET /api/tools/admin/titulizacion': ADMIN_TOOLS,
  'POST /api/tools/admin/titulizacion': ADMIN_TOOLS,
  // Issue 16 credit tools (loans §6: SUPER_ADMIN): Subir acciones Excel GAP / judicial.
  'GET /api/tools/superadmin/acciones-excel/:tipo/plantilla': CREDIT_TOOLS,
  'POST /api/tools/superadmin/acciones-excel/:tipo': CREDIT_TOOLS,
  'GET /api/tools/superadmin/actualizar-cuotas-mes': CREDIT_TOOLS,
  'POST /api/tools/superadmin/actualizar-cuotas-mes': CREDIT_TOOLS,
  // Issue 16 sales people (platform §2: COMERCIAL, MICRO_ADMIN): Tareas semanales, Nueva tarea.
  'GET /api/comerciales/tareas': ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'],
  'POST /api/comerciales/tareas': ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'],
  'GET /api/comerciales/analisis': ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'],
  'GET /api/comerciales/detalle': ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'],
  // Issue 16 IT tools (loans §6: ADMIN): Logs LW, the wallet provider's calls.
  'GET /api/logsLW': ADMIN_TOOLS,
} as const satisfies Record<string, 'public' | Roles>;

export type ApiRouteKey = keyof typeof API_ACCESS;

/** The access of an API route, by its `METHOD /path` key. */
export const apiAccess = (key: ApiRouteKey): 'public' | Roles => API_ACCESS[key];

/**
 * True when a user may call the route: the server's check, which screens also read to offer only
 * the actions the API would accept (hiding a button is a courtesy; the server still decides).
 */
export function mayCall(roles: RolesInput, key: ApiRouteKey): boolean {
  const access = apiAccess(key);
  if (access === 'public') return true;
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return hasAnyRole(list, access);
}

/**
 * Issue 5 "COMERCIAL users see and change only the affiliates assigned to them": a user whose
 * sales role (COMERCIAL, COMERCIAL_PLUS) is not backed by a wider one (MICRO_ADMIN or above, RISK).
 */
export function seesOnlyAssignedAffiliates(roles: RolesInput): boolean {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return isSalesUser(roles) && !hasAnyRole(list, ['ROLE_MICRO_ADMIN', 'ROLE_RISK']);
}
