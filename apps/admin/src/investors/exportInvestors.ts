import { investorStatusLook, spreadsheetRow } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { investorListLabels } from '@backoffice/ui/screens/investor/list';
import { downloadXlsx, EXPORT_LIMIT } from '../loans/list/exportLoans';

type Page = ResponseOf<'GET /api/inversores'>;
type Investor = Page['hydra:member'][number];

/** One spreadsheet row per investor, with the list's column names; every text cell formula-escaped. */
export function investorExportRow(r: Investor) {
  const c = investorListLabels.list.columns;
  return spreadsheetRow({
    [c.name]: r.name,
    [c.kind]: r.legalPerson ? investorListLabels.kinds.legal : investorListLabels.kinds.natural,
    [c.email]: r.email,
    [c.document]: (r.legalPerson ? r.taxId : r.dni) ?? '',
    [c.status]: investorStatusLook(r.status).label,
    [c.balance]: r.balance,
    [c.createdAt]: r.createdAt.slice(0, 10),
  });
}

/** Reads every page of the filtered list (up to EXPORT_LIMIT rows) and writes an .xlsx in the browser. */
export async function exportInvestors(
  readPage: (page: number) => Promise<Page>,
  total: number,
  pageSize: number,
) {
  const rows: ReturnType<typeof investorExportRow>[] = [];
  const pages = Math.ceil(Math.min(total, EXPORT_LIMIT) / pageSize);
  for (let page = 1; page <= pages; page += 1) {
    const answer = await readPage(page);
    rows.push(...answer['hydra:member'].map(investorExportRow));
    if (answer['hydra:member'].length === 0) break;
  }
  await downloadXlsx(rows, investorListLabels.list.title);
}
