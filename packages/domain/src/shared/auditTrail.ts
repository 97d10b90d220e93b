/**
 * The audit trail of a record (issue 14, 'Historial de acciones'): how an audited action is named
 * and what it changed, compactly. The API answers both; the history section shows them.
 */
import { messages } from './messages';
import { detailPath } from './routes';

/** The Spanish label of an audited action; an action the catalogue does not name shows its code. */
export function auditActionLabel(action: string): string {
  const labels: Readonly<Record<string, string>> = messages.audit.actions;
  return Object.hasOwn(labels, action) ? (labels[action] ?? action) : action;
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
