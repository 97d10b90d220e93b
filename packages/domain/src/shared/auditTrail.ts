/**
 * The audit trail of a record (issue 14, 'Historial de acciones'): how an audited action is named
 * and what it changed, compactly. The API answers both; the history section shows them.
 */
import { AFFILIATE_ACTIONS, type AffiliateActionId, affiliateAction } from '../affiliate/actions';
import { INVESTOR_ACTIONS, type InvestorActionId } from '../investor/actions';
import { LOAN_ACTIONS } from '../loan/actions';
import { LOAN_ACTION_IDS, type LoanActionId } from '../loan/transitions';
import type { AdminAction } from './actions';
import { CATEGORY_LABELS, normalizeCategory, WALLET_STATUSES, walletStatusLabel } from './catalogues';
import { messages } from './messages';
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

/**
 * The fields whose value differs between `before` and `after` (in the order they first appear),
 * each as one short line. Rows that are not objects compare as a single field ''.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = shown(before);
    const a = shown(after);
    return b === a ? [] : [{ field: '', before: b, after: a }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const b = shown(from[field]);
    const a = shown(to[field]);
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
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
