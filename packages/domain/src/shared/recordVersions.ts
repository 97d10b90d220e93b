/**
 * Two staff on one record, no lost edits (RFC 9110 §13.1.1 If-Match, RFC 6585 §3 428): which API
 * write checks which record's version, and how. The API reads `ifMatch` to refuse a write (428
 * when a form's save comes without the header, 412 when it names an older version); the admin
 * reads `record` to send the version it last read of that record with the write, whatever the
 * write's own path (a loan action's path is not the loan's). Every write route of the API is in
 * `VERSIONED_WRITES` or, with the reason it takes none, in `UNVERSIONED_WRITES`: the API's test
 * walks the registered routes and fails on one in neither. Pure data.
 */
import { type ApiRouteKey, LOAN_ID_ACTIONS, LOAN_PROVIDER_ID_ACTIONS } from './apiAccess';

export interface VersionedWrite {
  /**
   * The GET of the record whose version the write checks, called with the write's own `:id`;
   * null when the path's id does not name the record (an investment of the loan) or the record
   * has no read of its own (a plan, read in its affiliate's list): the version is then checked
   * when sent, and the admin has none to send.
   */
  readonly record: ApiRouteKey | null;
  /**
   * 'required': a form's save of a record it loaded: without If-Match, 428. 'honoured': an action
   * (a button, a script, a provider flow): checked when sent, run without it.
   */
  readonly ifMatch: 'required' | 'honoured';
}

const form = (record: ApiRouteKey): VersionedWrite => ({ record, ifMatch: 'required' });
const action = (record: ApiRouteKey | null): VersionedWrite => ({ record, ifMatch: 'honoured' });
const LOAN = action('GET /api/creditos/:id');

/** Loan actions whose path's id is an investment of the loan, not the loan. */
const INVESTMENT_ACTIONS = [
  'PUT /api/tools/admin/cancelInvestment/:id',
  'DELETE /api/inversiones/:id',
] as const;

const loanIdActions = (keys: readonly ApiRouteKey[]) =>
  Object.fromEntries(
    keys.map((k) => [k, (INVESTMENT_ACTIONS as readonly string[]).includes(k) ? action(null) : LOAN]),
  );

export const VERSIONED_WRITES: { readonly [K in ApiRouteKey]?: VersionedWrite } = {
  // Forms: the record's own save.
  'PUT /api/afiliados/:id': form('GET /api/afiliados/:id'),
  'PUT /api/inversores/:id': form('GET /api/inversores/:id'),
  'PUT /api/datos_empresas/:id': form('GET /api/datos_empresas/:id'),
  'PUT /api/accounts/:id': form('GET /api/accounts/:id'),
  'PUT /api/investor_preferences/:id': form('GET /api/investor_preferences/:id'),
  // A person is saved by the affiliate's contact form (which reads it, and sends its version) and
  // also from lists that never read it (an affiliate's sales agents, 'Cambiar estado LW' of a
  // loan's borrower): honoured, so those keep working.
  'PUT /api/users/:id': action('GET /api/users/:id'),
  // Actions on an investor and on an affiliate's configuration.
  'PUT /api/inversores/:id/status': action('GET /api/inversores/:id'),
  'DELETE /api/configuracion_afiliados/:id': action(null),
  // Every action on a loan: the status, type, amortization, investment and provider actions, the
  // loan's own PUTs, and the steps of the lender, payment-reset and lawsuit flows.
  ...loanIdActions(Object.keys(LOAN_ID_ACTIONS) as ApiRouteKey[]),
  ...loanIdActions(Object.keys(LOAN_PROVIDER_ID_ACTIONS) as ApiRouteKey[]),
  'POST /api/tools/admin/invest/:id': LOAN,
  'PUT /api/tools/microadmin/partialCancellation/:id': LOAN,
  'PUT /api/creditos/:id': LOAN,
  'PUT /api/creditos/:id/flags': LOAN,
  'PUT /api/tools/validateDNI/:id': LOAN,
  'POST /api/tools/admin/approveLoan/:id': LOAN,
  'PUT /api/tools/microadmin/lenderTerms/:id': LOAN,
  'POST /api/tools/admin/resetPayment/:id': LOAN,
  'PUT /api/tools/microadmin/frozeDebt/:id': LOAN,
  'PUT /api/tools/microadmin/generateDebtCertificate/:id': LOAN,
};

/** Reads that answer another record's version (as its ETag): the loan's detail answers the loan's. */
export const VERSIONED_READS: { readonly [K in ApiRouteKey]?: ApiRouteKey } = {
  'GET /api/loanControlDetail/:id': 'GET /api/creditos/:id',
};

const CREATES = 'creates a record: there is no earlier version to lose';
const SESSION = "a session's or a password's step, not a record's data";
const NEVER_EDITED =
  'a row that is created and deleted, never edited: a second delete finds it gone (404), a colleague cannot have changed it';
const MANY = 'a tool over many records at once, each checked by its own rule (one file once, the loan lock)';
const UNDO = "the undo of a failed flow's earlier steps: it must run whatever changed meanwhile";
const PROVIDER_TOOL =
  "a provider tool on an affiliate's or a person's record: it stores what the provider answers, no input of a form that a colleague's change could overwrite";

/** Write routes that take no If-Match, each with the reason. */
export const UNVERSIONED_WRITES: { readonly [K in ApiRouteKey]?: string } = {
  'POST /api/login_check': SESSION,
  'PUT /api/refreshJWT': SESSION,
  'POST /api/logout': SESSION,
  'POST /api/change_password': SESSION,
  'POST /api/set_password': SESSION,
  'POST /api/users/:id/password_token': SESSION,
  'POST /api/users': CREATES,
  'POST /api/afiliados': CREATES,
  'POST /api/afiliados/alta': CREATES,
  'POST /api/datos_empresas': CREATES,
  'POST /api/accounts': CREATES,
  'POST /api/comentarios': CREATES,
  'POST /api/documents/upload': CREATES,
  'POST /api/cancellation_operations': CREATES,
  'POST /api/secondary_reasons': CREATES,
  'POST /api/afiliado_secondary_reasons': CREATES,
  'POST /api/links_afiliados': CREATES,
  'POST /api/configuracion_afiliados': CREATES,
  'POST /api/comerciales/tareas': CREATES,
  'POST /api/tools/workedDays': CREATES,
  'POST /api/log': CREATES,
  'DELETE /api/comentarios/:id': NEVER_EDITED,
  'DELETE /api/documents/:id': NEVER_EDITED,
  'DELETE /api/cancellation_operations/:id': NEVER_EDITED,
  'DELETE /api/afiliado_secondary_reasons/:id': NEVER_EDITED,
  'DELETE /api/links_afiliados/:id': NEVER_EDITED,
  'POST /api/tools/checkParameters': 'a check of the parameters of a simulation: it writes nothing',
  'POST /api/tools/admin/moneyP2P': `${MANY}; a money operation is made once by its Idempotency-Key`,
  'POST /api/tools/admin/moneyOut': `${MANY}; a money operation is made once by its Idempotency-Key`,
  'POST /api/tools/admin/titulizacion': MANY,
  'POST /api/tools/superadmin/acciones-excel/:tipo': MANY,
  'POST /api/tools/superadmin/actualizar-cuotas-mes': MANY,
  'POST /api/approvals/:id/approve':
    'a decision on a pending approval, locked and checked as pending (a second decision is a 409)',
  'POST /api/approvals/:id/reject':
    'a decision on a pending approval, locked and checked as pending (a second decision is a 409)',
  'POST /api/tools/admin/resetPayment/:id/restore': UNDO,
  'DELETE /api/tools/microadmin/lawsuitFiling/:id': UNDO,
  'PUT /api/tools/microadmin/analizePDV/:id': PROVIDER_TOOL,
  'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id': PROVIDER_TOOL,
  'PUT /api/tools/enablePlataformaCobros/:id': PROVIDER_TOOL,
  'PUT /api/tools/registerWalletLW/:id': PROVIDER_TOOL,
  'PUT /api/tools/cleanKYC/:id': PROVIDER_TOOL,
  'PUT /api/tools/microadmin/registerIBANLW/:id': PROVIDER_TOOL,
  'PUT /api/payment_methods/:id': `${PROVIDER_TOOL} (disabling sets fixed values)`,
};

/** How a route checks If-Match, by its key; undefined for a route that takes none. */
export const versionedWrite = (key: string): VersionedWrite | undefined =>
  VERSIONED_WRITES[key as ApiRouteKey];

/** The GET of the record whose version a route's answer or check concerns (its own, for a record's GET). */
export function versionedRecordOf(key: string): ApiRouteKey | null {
  const write = versionedWrite(key);
  if (write) return write.record;
  return VERSIONED_READS[key as ApiRouteKey] ?? null;
}
