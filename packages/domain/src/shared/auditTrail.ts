/**
 * The audit trail of a record (issue 14, 'Historial de acciones'): how an audited action is named
 * and what it changed, compactly. The API answers both; the history section shows them.
 */

import { AFFILIATE_ACTIONS, type AffiliateActionId, affiliateAction } from '../affiliate/actions';
import { INVESTOR_ACTIONS, type InvestorActionId } from '../investor/actions';
import { LOAN_ACTIONS } from '../loan/actions';
import { LOAN_ACTION_IDS, type LoanActionId } from '../loan/transitions';
import type { AdminAction } from './actions';
import { type ApiRouteKey, mayCall } from './apiAccess';
import { CATEGORY_LABELS, normalizeCategory, WALLET_STATUSES, walletStatusLabel } from './catalogues';
import { messages } from './messages';
import type { RolesInput } from './roles';
import { detailPath } from './routes';

/**
 * The affiliate tools audit under their API names; their captions are the registry entries'
 * that run them.
 */
const AFFILIATE_TOOL_AUDITS = {
  analizePDV: 'calculateScore',
  generateCollaborationContract: 'collaborationContract',
  enablePlataformaCobros: 'enableCollections',
} as const satisfies Record<string, AffiliateActionId>;

/**
 * Every action the API audits: a loan action of the status table, an entry of the investor or
 * affiliate registry, an affiliate tool, or a write the catalogue names (record writes, approvals,
 * the session, the tools). `audit()` takes nothing else, so each has a caption (captions test).
 */
export type AuditedAction =
  | LoanActionId
  | InvestorActionId
  | AffiliateActionId
  | keyof typeof AFFILIATE_TOOL_AUDITS
  | keyof typeof messages.audit.actions
  | keyof typeof AUDIT_ACTION_ALIASES;

/** Action codes some writes record under another name (the tool's path): the same caption. */
const AUDIT_ACTION_ALIASES = {
  'acciones-excel-gap': 'excelGapAction',
  'acciones-excel-judicial': 'excelJudicialAction',
  titulizar: 'securitize',
  destitulizar: 'unsecuritize',
  'actualizar-cuotas-mes': 'updateMonthInstallments',
  upload: 'uploadDocument',
} as const satisfies Record<string, keyof typeof messages.audit.actions>;

const captions = (entries: readonly AdminAction[]) => entries.map((e) => [e.id, e.caption] as const);

/**
 * The caption of every audited action: the catalogue's own name where it has one (a noun for the
 * history: 'Cambio de estado'), else the caption of the registry entry that runs it.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...captions(AFFILIATE_ACTIONS),
  ...captions(INVESTOR_ACTIONS),
  ...captions(LOAN_ACTIONS),
  ...Object.entries(AFFILIATE_TOOL_AUDITS).map(([code, id]) => [code, affiliateAction(id).caption] as const),
  ...Object.entries(messages.audit.actions),
  ...Object.entries(AUDIT_ACTION_ALIASES).map(([code, key]) => [code, messages.audit.actions[key]] as const),
]);

/** The 'Cambios' column's name of each audited field: the catalogue's, and those other screens write. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...messages.audit.fields,
  status: messages.audit.fields.estadoCd,
  categoria: messages.loanFlows.lenderFields.categoria,
  funder: messages.loanFlows.lenderFields.funder,
  afiliado: messages.approvals.records.afiliados,
  demandaJudicial: messages.loanFlows.lawsuitTitle,
  reason: messages.audit.columns.reason,
  action: messages.audit.columns.action,
};

/** Every audited action the domain knows of (the captions test walks them). */
export const AUDITED_ACTIONS: readonly string[] = [
  ...new Set([...LOAN_ACTION_IDS, ...Object.keys(AUDIT_ACTION_LABELS)]),
];

/** The Spanish label of an audited action; an action no registry or catalogue names shows its code. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (AUDIT_ACTION_LABELS[action] ?? action) : action;
}

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A value as one short line: strings as they are, anything else as JSON; absent is null. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Bookkeeping every write moves: the audit entry's own time says when. */
const BOOKKEEPING: ReadonlySet<string> = new Set(['updatedAt']);

/** A value as compared: JSON (dates as ISO text, object keys in order); absent is null. */
function comparable(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  const json: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : isRecord(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted(v[k])]),
          )
        : v;
  return JSON.stringify(sorted(json));
}

const withoutEmpty = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([k, v]) => v !== null && v !== undefined && !BOOKKEEPING.has(k)),
  );

/**
 * What an audit entry keeps of a write: only the fields that changed, before → after.
 *
 * - An update (both rows): the fields `after` names whose value differs from `before`'s (a field
 *   `after` does not name was not written, so it did not change); bookkeeping (`updatedAt`) is left
 *   out. Editing an investor's first name keeps `{ firstname }` on each side, nothing else.
 * - A creation (no `before`): the fields set, without the empty ones; a deletion (no `after`): the
 *   last values, without the empty ones.
 * - Anything that is not a row (a status code, a list) is kept as it is.
 */
export function auditDiff(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (isRecord(before) && isRecord(after)) {
    const changed = Object.keys(after).filter(
      (k) => !BOOKKEEPING.has(k) && comparable(before[k]) !== comparable(after[k]),
    );
    return {
      before: Object.fromEntries(changed.filter((k) => k in before).map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    };
  }
  if (isRecord(after) && (before === null || before === undefined))
    return { before: before ?? null, after: withoutEmpty(after) };
  if (isRecord(before) && (after === null || after === undefined))
    return { before: withoutEmpty(before), after: after ?? null };
  return { before: before ?? null, after: after ?? null };
}

/**
 * The changes of an audit entry (`auditDiff`), each field as one short line, in the order they
 * first appear. Rows that are not objects compare as a single field ''.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = shown(before);
    const a = shown(after);
    return b === a ? [] : [{ field: '', before: b, after: a }];
  }
  const diff = auditDiff(before, after);
  const from = isRecord(diff.before) ? diff.before : {};
  const to = isRecord(diff.after) ? diff.after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.flatMap((field) => {
    const b = shown(from[field]);
    const a = shown(to[field]);
    return b === a ? [] : [{ field, before: b, after: a }];
  });
}

const BOOLEAN_TEXT: Readonly<Record<string, string>> = { true: messages.audit.yes, false: messages.audit.no };

/**
 * A changed value as the history reads it: yes/no, a category in capitals, an approval's status
 * and a wallet code by name.
 */
function shownValue(field: string, value: string | null): string | null {
  if (value === null) return null;
  if (Object.hasOwn(BOOLEAN_TEXT, value)) return BOOLEAN_TEXT[value] ?? value;
  if (field === 'categoria') {
    const c = normalizeCategory(value);
    return c ? CATEGORY_LABELS[c] : value;
  }
  const approval: Readonly<Record<string, string>> = messages.approvals.statuses;
  if (field === 'status' && Object.hasOwn(approval, value)) return approval[value] ?? value;
  if (field === 'walletStatusCode' && Object.hasOwn(WALLET_STATUSES, value))
    return `${value} · ${walletStatusLabel(value)}`;
  return value;
}

/**
 * One change as the 'Cambios' column reads it ('Categoría: F → A', 'Habilitado: Sí → No'), or null
 * when it changes nothing a person would see (a category written 'f' then 'F').
 */
export function auditChangeText(change: AuditChange): string | null {
  const fields = AUDIT_FIELD_LABELS;
  const before = shownValue(change.field, change.before);
  const after = shownValue(change.field, change.after);
  if (before === after) return null;
  const label = Object.hasOwn(fields, change.field) ? fields[change.field] : change.field;
  return `${label ? `${label}: ` : ''}${before ?? '—'} → ${after ?? '—'}`;
}

/**
 * The record an IRI names, as the pending list shows it: 'Afiliado 31' with its detail page
 * (the action history tab); a user has no detail page; an IRI of any other kind gives null.
 */
export function recordOfIri(iri: string | null | undefined): { label: string; path: string | null } | null {
  const m = /^\/api\/(afiliados|creditos|inversores|users)\/(\d{1,9})$/.exec(iri ?? '');
  if (!m) return null;
  const kind = m[1] as keyof typeof messages.approvals.records;
  const id = m[2] ?? '';
  const label = `${messages.approvals.records[kind]} ${id}`;
  const tab = 'historial-acciones';
  const path =
    kind === 'afiliados'
      ? detailPath.affiliate(id, tab)
      : kind === 'creditos'
        ? detailPath.loan(id, tab)
        : kind === 'inversores'
          ? detailPath.investor(id, tab)
          : null;
  return { label, path };
}

/**
 * The GET of each kind of record a trail may concern. A record's trail shows its data (before and
 * after of every write on it), so it is read under that GET's rule: its roles here, its record
 * scope in the API.
 */
export const RECORD_READ_ROUTES = {
  '/api/afiliados': 'GET /api/afiliados/:id',
  '/api/creditos': 'GET /api/creditos/:id',
  '/api/inversores': 'GET /api/inversores/:id',
  '/api/users': 'GET /api/users/:id',
} as const satisfies Readonly<Record<string, ApiRouteKey>>;
export type RecordCollection = keyof typeof RECORD_READ_ROUTES;

/** The collection of a record IRI ('/api/inversores/1' → '/api/inversores'), if it has a GET here. */
export function recordCollectionOf(iri: string | null | undefined): RecordCollection | null {
  const m = /^(\/api\/[a-z_]+)\/\d{1,9}$/.exec(iri ?? '');
  const collection = m?.[1];
  return collection !== undefined && Object.hasOwn(RECORD_READ_ROUTES, collection)
    ? (collection as RecordCollection)
    : null;
}

/** The record kinds whose GET these roles may not call: their trails, and their entries in others', are not theirs. */
export function unreadableRecordCollections(roles: RolesInput): RecordCollection[] {
  return (Object.keys(RECORD_READ_ROUTES) as RecordCollection[]).filter(
    (c) => !mayCall(roles, RECORD_READ_ROUTES[c]),
  );
}
