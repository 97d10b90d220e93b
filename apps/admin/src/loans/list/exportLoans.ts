import { financingName, LOAN_PHASES, loanPhase, spreadsheetRow } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { loanListLabels } from '@backoffice/ui/screens/loan';

type Page = ResponseOf<'GET /api/financiaciones'>;
type Loan = Page['hydra:member'][number];

/** Exports stop at this many rows (50 pages of loans §9's 100): a spreadsheet, not a backup. */
export const EXPORT_LIMIT = 5000;

/** One spreadsheet row per loan, with the list's column names; every text cell formula-escaped. */
export function exportRowOf(l: Loan) {
  const c = loanListLabels.financings.columns;
  return spreadsheetRow({
    [c.code]: financingName(l.id, l.tipo),
    [c.borrower]: l.borrowerName,
    [c.affiliate]: l.afiliadoName ?? '',
    [c.type]: (loanListLabels.types as Record<string, string>)[l.tipo] ?? l.tipo,
    [c.status]: `${l.estadoCd} · ${LOAN_PHASES[loanPhase(l.estadoCd)].label}`,
    [c.amount]: l.cantidad,
    [c.months]: l.meses,
    [c.tin]: l.tin,
    [c.createdAt]: l.createdAt.slice(0, 10),
  });
}

/** Reads every page of the filtered list (up to EXPORT_LIMIT rows) and writes an .xlsx in the browser. */
export async function exportLoans(readPage: (page: number) => Promise<unknown>, total: number, name: string) {
  const rows: ReturnType<typeof exportRowOf>[] = [];
  const pages = Math.ceil(Math.min(total, EXPORT_LIMIT) / 100);
  for (let page = 1; page <= pages; page += 1) {
    const answer = (await readPage(page)) as Page;
    rows.push(...answer['hydra:member'].map(exportRowOf));
    if (answer['hydra:member'].length === 0) break;
  }
  await downloadXlsx(rows, name);
}

/** Writes rows (one object per row, keys are the column names) as `{name}.xlsx` in the browser. */
export async function downloadXlsx(rows: readonly object[], name: string) {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet([...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name.slice(0, 31));
  const data = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  const url = URL.createObjectURL(
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.xlsx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
