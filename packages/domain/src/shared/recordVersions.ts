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
   * null when the record has no read of its own (an investment or a payment method, read in its
   * loan's list; a plan, read in its affiliate's) or the path's id does not name it (the account
   * whose IBAN a user's registration sends): the version is then checked when sent, and the admin
   * sends the one its list row carries (an admin action's `version`) where it read one.
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
const AFFILIATE = action('GET /api/afiliados/:id');
const PERSON = action('GET /api/users/:id');

/**
 * Loan actions whose path's id is an investment of the loan, not the loan: they check the
 * investment's version (its row in the loan's list of investments carries it), under the loan's lock.
 */
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
  // Provider tools that store what the provider answers on a record: run on the record as the
  // page last read it (an affiliate's score from the figures shown, a person's wallet), so a
  // colleague's change meanwhile stops them.
  'PUT /api/tools/microadmin/analizePDV/:id': AFFILIATE,
  'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id': AFFILIATE,
  'PUT /api/tools/enablePlataformaCobros/:id': AFFILIATE,
  'PUT /api/tools/registerWalletLW/:id': PERSON,
  'PUT /api/tools/cleanKYC/:id': PERSON,
  // The user's newest account with an IBAN: the IBAN registered is the one the account holds.
  'PUT /api/tools/microadmin/registerIBANLW/:id': action(null),
  // A borrower's payment method, as its row in the loan's list shows it.
  'PUT /api/payment_methods/:id': action(null),
};

/** Reads that answer another record's version (as its ETag): the loan's detail answers the loan's. */
export const VERSIONED_READS: { readonly [K in ApiRouteKey]?: ApiRouteKey } = {
  'GET /api/loanControlDetail/:id': 'GET /api/creditos/:id',
};

const CREATES = 'creates a record: there is no earlier version to lose';
const SESSION = "a session's or a password's step, not a record's data";
const NEVER_EDITED =
  'a row that is created and deleted, never edited: a second delete finds it gone (404), a colleague cannot have changed it';
const CHAIN_ONLY = `${NEVER_EDITED} (only its links to the loan's previous and next operations move, as neighbours come and go)`;
const MANY = 'a tool over many records at once, each checked by its own rule (one file once, the loan lock)';
const UNDO = "the undo of a failed flow's earlier steps: it must run whatever changed meanwhile";

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
  'DELETE /api/cancellation_operations/:id': CHAIN_ONLY,
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
};

/** The entity tag of a row's version, as the API answers it (`"7"`): what a list row's `version` is sent as. */
export const rowEtag = (version: number): string => `"${version}"`;

/** How a route checks If-Match, by its key; undefined for a route that takes none. */
export const versionedWrite = (key: string): VersionedWrite | undefined =>
  VERSIONED_WRITES[key as ApiRouteKey];

/** The GET of the record whose version a route's answer or check concerns (its own, for a record's GET). */
export function versionedRecordOf(key: string): ApiRouteKey | null {
  const write = versionedWrite(key);
  if (write) return write.record;
  return VERSIONED_READS[key as ApiRouteKey] ?? null;
}
