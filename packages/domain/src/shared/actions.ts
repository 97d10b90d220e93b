/**
 * The admin-action registry (issue 11): each action a screen offers on a record (an affiliate's
 * tools now, the ~40 loan actions next) is one declared entry. An entry names its API route (so
 * its gate is the API's own `mayCall`), the record ids that fill the route's `:params`, its
 * inputs, its confirmation, its catalogue messages and whether it moves money. The ui renders any
 * list of entries; the admin runs any entry through `adminActionMachine`.
 */
import type { LoanActionId } from '../loan/transitions';
import { type ApiRouteKey, apiAccess, mayCall } from './apiAccess';
import { formatEur } from './format';
import { messages } from './messages';
import { rowEtag } from './recordVersions';
import { hasAnyRole, type Role, type RolesInput } from './roles';

/** What a request carries once confirmed: the inputs' values (and the idempotency key of money). */
export type ActionParams = Readonly<Record<string, unknown>>;

/** The ids of the record an action acts on, e.g. `{ affiliateId: 7, userId: 12 }`. */
export type ActionRecord = Readonly<Record<string, string | number | null | undefined>>;

/** The records an input picks by search. */
export type RecordSearchKind = 'affiliate' | 'investor';

/** An input the user fills before asking (amount, concept…). */
export interface ActionInput {
  readonly name: string;
  /** Its Spanish label. */
  readonly label: string;
  /**
   * `amount`: euros, a number; `text`: one line, trimmed; `select`: one of `options`, by its
   * caption; `affiliate` or `investor`: the record's link, picked by search (never typed as an id).
   */
  readonly kind: 'amount' | 'text' | 'select' | RecordSearchKind;
  /** A `select`'s options: the value sent, and the caption the user picks. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly required?: boolean;
  /** A domain validator: the Spanish error, or null when the value is acceptable. */
  readonly validate?: (value: unknown) => string | null;
}

export interface ActionConfirmation {
  /** The question, or a function of the request's params (the money tools name the amount). */
  readonly question: string | ((params: ActionParams) => string);
  /** A second line under the question (the money tools' concept); null shows none. */
  readonly detail?: (params: ActionParams) => string | null;
}

export interface AdminAction<Id extends string = string> {
  readonly id: Id;
  /** The API_ACCESS key of the route it calls; the action is offered when `mayCall(roles, route)`. */
  readonly route: ApiRouteKey;
  /** Which id of the record fills which `:param` of the route: `{ id: 'userId' }`. */
  readonly params: Readonly<Record<string, string>>;
  /**
   * The record's field holding the version of the row the route changes, as the row's list read
   * it (`'paymentMethodVersion'`): sent as If-Match, so the API refuses (412) an action on a row a
   * colleague changed since. Absent: the API client sends the version of the record it last read.
   */
  readonly version?: string;
  /** Its button caption. */
  readonly caption: string;
  /** The action's name in its confirmation title and form label, when not the caption ('MP2P'). */
  readonly name?: string;
  /** The heading it is listed under. */
  readonly group: string;
  readonly inputs?: readonly ActionInput[];
  /** Asks first (with its question) or runs at once (false). */
  readonly confirm: ActionConfirmation | false;
  /** From the catalogue (messages.success…); a function for the templated texts. */
  readonly successMessage: string | ((params: ActionParams, result: unknown) => string);
  /** From the catalogue (messages.write…); a function to read the failure. */
  readonly errorMessage: string | ((error: unknown) => string);
  /** Moves money: each confirmed request carries a fresh idempotency key (the API makes one movement per key). */
  readonly money?: boolean;
  /** The request body, from the params and the record; absent: no body. */
  readonly body?: (params: ActionParams, record: ActionRecord) => unknown;
  /** §8: a failure with code 152 runs this action (the KYC clean) on the same record instead. */
  readonly cleanKycOn152?: AdminAction;
  /**
   * Issue 14: the loan action of the status table (loan/transitions.ts) this entry runs; the panel
   * disables its button with `loanActionRefusal`'s reason when the loan's status does not allow it.
   */
  readonly transition?: LoanActionId;
  /** Issue 14: the admin opens this flow (a machine with its own screen) instead of adminActionMachine. */
  readonly flow?: LoanFlowId;
  /** Issue 14: asks a reason text first; it travels as the body's `reason` to the audit record. */
  readonly reason?: true;
  /** The detail tab to show after a success (analizeLoan moves to 'estado'). */
  readonly thenTab?: string;
  /**
   * Issue 14: offered only to these roles, when they are narrower than the route's (the loan
   * detail's LW status change is a MICRO_ADMIN tool on PUT {user}, which COMERCIAL may call for
   * other fields); the API checks the same roles for what the entry writes.
   */
  readonly roles?: readonly Role[];
}

/** The loan flows run by their own machines (issue 14). */
export type LoanFlowId = 'resetPayment' | 'lenderChange' | 'lawsuit';

/** The entries these roles may run, in their declared order (hiding is a courtesy; the API decides). */
export function actionsFor<A extends AdminAction>(roles: RolesInput, entries: readonly A[]): A[] {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return entries.filter(
    (entry) => mayCall(roles, entry.route) && (!entry.roles || hasAnyRole(list, entry.roles)),
  );
}

/**
 * The roles that may run at least one of the entries (each entry's own roles when it names them,
 * else its route's): a tab of tools is shown to them only, so nobody opens an empty one.
 */
export function rolesRunningAny(entries: readonly AdminAction[]): Role[] {
  const roles = new Set<Role>();
  for (const entry of entries) {
    const access = entry.roles ?? apiAccess(entry.route);
    if (access === 'public') return ['ROLE_USER'];
    for (const r of access) roles.add(r);
  }
  return [...roles];
}

/** The header that carries a money request's key, and the param the key travels in until then. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_PARAM = 'idempotencyKey';

/** A request the record cannot fill (an affiliate without its administrator user): a 400, as before. */
export class ActionTargetMissing extends Error {
  readonly status = 400;
  constructor(readonly param: string) {
    super(`falta ${param}`);
    this.name = 'ActionTargetMissing';
  }
}

export interface ActionRequest {
  route: ApiRouteKey;
  params: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The call an entry makes for this record and these params; throws ActionTargetMissing. */
export function actionRequest(
  entry: AdminAction,
  record: ActionRecord,
  params: ActionParams = {},
): ActionRequest {
  const routeParams: Record<string, string | number> = {};
  for (const [param, from] of Object.entries(entry.params)) {
    const value = record[from];
    if (value === null || value === undefined || value === '') throw new ActionTargetMissing(from);
    routeParams[param] = value;
  }
  const request: ActionRequest = { route: entry.route, params: routeParams };
  if (entry.body) request.body = entry.body(params, record);
  // Issue 14: the reason asked for goes with the body, to the audit record.
  if (entry.reason && typeof params.reason === 'string' && params.reason.trim())
    request.body = { ...((request.body as object | undefined) ?? {}), reason: params.reason.trim() };
  const key = params[IDEMPOTENCY_PARAM];
  if (entry.money && typeof key === 'string' && key) request.headers = { [IDEMPOTENCY_HEADER]: key };
  const version = entry.version === undefined ? undefined : record[entry.version];
  if (typeof version === 'number') request.headers = { ...request.headers, 'if-match': rowEtag(version) };
  return request;
}

/** What the user typed, by input: amounts as numbers (null when blank), texts as strings. */
export type ActionValues = Readonly<Record<string, unknown>>;

/** Issue 14: the reason an entry with `reason` asks for (it goes to the audit record). */
export const REASON_INPUT: ActionInput = { name: 'reason', label: 'Motivo', kind: 'text', required: true };

/** The inputs an entry asks for: its own, then the reason when it asks one. */
export function inputsOf(entry: AdminAction): readonly ActionInput[] {
  const own = entry.inputs ?? [];
  return entry.reason ? [...own, REASON_INPUT] : own;
}

/** The Spanish error of each input that is not acceptable; empty when the request may be sent. */
export function actionInputErrors(entry: AdminAction, values: ActionValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of inputsOf(entry)) {
    const value = values[input.name];
    const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    const error = blank
      ? input.required
        ? messages.validation.required
        : null
      : input.kind === 'amount' && (typeof value !== 'number' || !Number.isFinite(value))
        ? messages.validation.numberInvalid
        : (input.validate?.(value) ?? null);
    if (error) errors[input.name] = error;
  }
  return errors;
}

/** The params a request carries from the inputs: texts trimmed, amounts as typed. */
export function actionParams(entry: AdminAction, values: ActionValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const input of inputsOf(entry)) {
    const value = values[input.name];
    params[input.name] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** The `adminActionMachine` input of an entry (the machine reads no more of it). */
export function actionMachineInput(entry: AdminAction) {
  return {
    confirm: entry.confirm !== false,
    successMessage: entry.successMessage,
    errorMessage: entry.errorMessage,
    cleanKycOn152: entry.cleanKycOn152 !== undefined,
  };
}

/** The confirmation's question and detail for a request's params. */
export function confirmationText(
  entry: AdminAction,
  params: ActionParams,
): { question: string; detail: string | null } | null {
  if (entry.confirm === false) return null;
  const { question, detail } = entry.confirm;
  return {
    question: typeof question === 'function' ? question(params) : question,
    detail: detail ? detail(params) : null,
  };
}

/** The entries under their headings, headings in the order their first entry comes. */
export function actionGroups<A extends AdminAction>(
  entries: readonly A[],
): { title: string; entries: A[] }[] {
  const groups: { title: string; entries: A[] }[] = [];
  for (const entry of entries) {
    const group = groups.find((g) => g.title === entry.group);
    if (group) group.entries.push(entry);
    else groups.push({ title: entry.group, entries: [entry] });
  }
  return groups;
}

/**
 * A money amount the API takes (tools/admin moneyP2P, moneyOut): positive euros with at most two
 * decimals; the API answers anything else with this same message.
 */
export function moneyAmountError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return messages.validation.numberInvalid;
  const cents = Math.round(value * 100) / 100;
  return cents <= 0 || Math.abs(cents - value) > 1e-9 ? messages.validation.numberInvalid : null;
}

/**
 * What every MP2P and money-out entry shares (affiliate, investor and loan tools; §2, §7): the
 * amount and the concept, a confirmation naming the amount in euros and the concept, the §8
 * success text with both, and a refusal that names its reason (issue 12: the balance is
 * insufficient, with the amount available). Each area adds its id, route, group and body, and
 * passes its own §8 blocks (the texts are the same).
 */
export function moneyMovement(
  kind: 'mp2p' | 'moneyOut',
  success: Pick<typeof messages.success, 'mp2pDone' | 'moneyOutDone'> = messages.success,
  errors: Pick<typeof messages.write, 'mp2p' | 'moneyOut'> = messages.write,
) {
  const name = kind === 'mp2p' ? 'MP2P' : 'Money out';
  return {
    params: {},
    caption: kind === 'mp2p' ? 'Hacer MP2P' : 'Hacer money out',
    name,
    inputs: [
      { name: 'amount', label: 'Importe (€)', kind: 'amount', required: true, validate: moneyAmountError },
      { name: 'msg', label: 'Concepto', kind: 'text', required: true },
    ],
    confirm: {
      question: (p) => `¿Está seguro de hacer el ${name} de ${formatEur(p.amount)}?`,
      detail: (p) => (typeof p.msg === 'string' && p.msg ? `Concepto: ${p.msg}` : null),
    },
    successMessage:
      kind === 'mp2p'
        ? (p) => success.mp2pDone(String(p.msg ?? ''), p.amount)
        : (p) => success.moneyOutDone(String(p.msg ?? ''), p.amount),
    errorMessage: kind === 'mp2p' ? errors.mp2p : errors.moneyOut,
    money: true,
  } satisfies Partial<AdminAction>;
}
