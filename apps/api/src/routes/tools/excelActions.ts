/**
 * Subir acciones Excel GAP / judicial (issue 16, credit tools; loans §6: SUPER_ADMIN). The file is
 * read on the server with exceljs's streaming reader (never the browser's xlsx package; see lib/xlsxRead), each row is
 * checked with the domain rule against the loan it names, and the answer lists every refused row
 * with its Spanish errors. A dry run is the default; `dryRun=false` applies the valid rows in one
 * transaction (rows locked and re-checked, one audit entry per row). A bad file changes nothing.
 * A file whose rows were applied before is refused (409, naming the day), dry run or not.
 */

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { businessDay } from '@backoffice/domain/dates';
import { messages } from '@backoffice/domain/messages';
import {
  checkExcelActionRow,
  EXCEL_ACTION_COLUMNS,
  EXCEL_ACTION_STATUSES,
  EXCEL_ACTIONS,
  EXCEL_ACTIONS_MAX_ROWS,
  type ExcelActionKind,
  type ExcelActionLoan,
  type ExcelActionRow,
  excelDay,
  excelHeaderMatches,
  excelLoanId,
  toolsMessages,
} from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { excelActionFiles, loanExcelActions, loans } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { authOf } from '../../lib/scope';

const M = toolsMessages.excelActions;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The answer lists at most this many rows (the refused ones first); its counts cover them all. */
const REPORT_LIMIT = 1000;
const es = (n: number) => n.toLocaleString('es-ES');

type Cells = { credito: unknown; accion: unknown; fecha: unknown; importe: unknown; observaciones: unknown };

/** A cell as plain data: a formula's result, rich text as its text, a hyperlink's text. */
function plain(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || v instanceof Date) return v;
  const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
  if ('result' in o) return plain(o.result);
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if ('text' in o) return o.text;
  return null;
}

/** The data rows of the first sheet, with their sheet row numbers; throws the Spanish file errors. */
async function readRows(content: Buffer): Promise<{ fila: number; cells: Cells }[]> {
  // An .xlsx is a zip: anything else is refused before exceljs sees it.
  if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) throw httpError(400, M.notXlsx);
  const rows: { fila: number; cells: Cells }[] = [];
  let header: unknown[] | null = null;
  let dataRows = 0;
  // The reader and exceljs (a fifth of the server's start when imported eagerly) load with the first upload.
  const { XLSX_MAX_INFLATED, XlsxTooLargeError, xlsxWorksheets } = await import('../../lib/xlsxRead');
  try {
    for await (const sheet of xlsxWorksheets(content)) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(plain);
        if (header === null) {
          header = values;
          if (!excelHeaderMatches(header))
            throw httpError(400, M.wrongColumns(EXCEL_ACTION_COLUMNS.join(', ')));
          continue;
        }
        if (values.every((v) => v === null || v === undefined || String(v).trim() === '')) continue;
        dataRows += 1;
        // Reading stops at the first row past the cap: the rest of the sheet is never inflated.
        if (dataRows > EXCEL_ACTIONS_MAX_ROWS) break;
        const [credito, accion, fecha, importe, observaciones] = values;
        rows.push({ fila: row.number, cells: { credito, accion, fecha, importe, observaciones } });
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof Error && err.name === 'HttpError') throw err;
    if (err instanceof XlsxTooLargeError)
      throw httpError(413, M.tooLarge(es(XLSX_MAX_INFLATED / 1024 / 1024)));
    throw httpError(400, M.notXlsx);
  }
  if (header === null) throw httpError(400, M.wrongColumns(EXCEL_ACTION_COLUMNS.join(', ')));
  if (dataRows === 0) throw httpError(400, M.noRows);
  if (dataRows > EXCEL_ACTIONS_MAX_ROWS) throw httpError(400, M.tooManyRows(es(EXCEL_ACTIONS_MAX_ROWS)));
  return rows;
}

/** The loans the rows name, by id. */
async function loansOf(db: Tx | RouteDeps['db'], ids: number[], lock: boolean) {
  const map = new Map<number, ExcelActionLoan>();
  if (ids.length === 0) return map;
  const q = db
    .select({ id: loans.id, estadoCd: loans.estadoCd, demandaJudicial: loans.demandaJudicial })
    .from(loans)
    .where(inArray(loans.id, ids))
    .orderBy(loans.id);
  for (const l of await (lock ? q.for('update') : q)) map.set(l.id, l);
  return map;
}

/** Every row checked; a lawsuit filed by an earlier row of the same file counts for the later ones. */
function checkAll(
  kind: ExcelActionKind,
  rows: { fila: number; cells: Cells }[],
  found: Map<number, ExcelActionLoan>,
  today: string,
) {
  const current = new Map([...found].map(([id, l]) => [id, { ...l }]));
  return rows.map((r) => {
    const id = excelLoanId(r.cells.credito);
    const loan = id === null ? null : (current.get(id) ?? null);
    const check = checkExcelActionRow(kind, r.cells, loan, today);
    if (check.ok && check.value.accion === 'DEMANDA' && loan) loan.demandaJudicial = true;
    return { ...r, check };
  });
}

/**
 * The digest of a file's data rows as read (their cells in order, not their row numbers): the same
 * sheet saved again, or with blank rows between, is the same file.
 */
function rowsDigest(rows: readonly { cells: Cells }[]): string {
  const hash = createHash('sha256');
  for (const { cells } of rows)
    hash.update(
      `${JSON.stringify([cells.credito, cells.accion, cells.fecha, cells.importe, cells.observaciones])}\n`,
    );
  return hash.digest('hex');
}

/** 409 naming the day a file with these rows was applied, when it was. */
async function refuseIfApplied(db: Tx | RouteDeps['db'], kind: ExcelActionKind, digest: string) {
  const [applied] = await db
    .select({ createdAt: excelActionFiles.createdAt })
    .from(excelActionFiles)
    .where(and(eq(excelActionFiles.tipo, kind), eq(excelActionFiles.digest, digest)));
  if (applied) throw httpError(409, M.alreadyApplied(businessDay(applied.createdAt.getTime())));
}

export async function excelActionsToolsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(now()));

  r.get(
    '/api/tools/superadmin/acciones-excel/:tipo/plantilla',
    spec('GET /api/tools/superadmin/acciones-excel/:tipo/plantilla'),
    async (request, reply) => {
      const kind = request.params.tipo as ExcelActionKind;
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      const T = M.template;
      const sheet = wb.addWorksheet(T.sheet);
      sheet.addRow([...EXCEL_ACTION_COLUMNS]);
      sheet.getRow(1).font = { bold: true };
      sheet.columns.forEach((c) => {
        c.width = 22;
      });
      const help = wb.addWorksheet(T.helpSheet);
      help.addRow([...T.helpHeader]);
      help.getRow(1).font = { bold: true };
      const amounts = T.amount;
      for (const [code, def] of Object.entries(EXCEL_ACTIONS[kind]) as [
        string,
        { label: string; amount: keyof typeof amounts },
      ][]) {
        const amount = amounts[def.amount];
        help.addRow([code, def.label, amount, EXCEL_ACTION_STATUSES[kind].join(', ')]);
      }
      help.addRow([]);
      help.addRow([T.note]);
      const body = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="plantilla-acciones-${kind}.xlsx"`)
        .send(Readable.from([body]));
    },
  );

  r.post(
    '/api/tools/superadmin/acciones-excel/:tipo',
    spec('POST /api/tools/superadmin/acciones-excel/:tipo'),
    async (request) => {
      const auth = authOf(request);
      const kind = request.params.tipo as ExcelActionKind;
      const dryRun = request.query.dryRun !== 'false';
      if (!request.isMultipart()) throw httpError(400, M.noFile);
      let content: Buffer | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (content) throw httpError(400, messages.general.invalidParams);
        content = await part.toBuffer();
      }
      if (!content) throw httpError(400, M.noFile);
      const rows = await readRows(content);
      const digest = rowsDigest(rows);
      await refuseIfApplied(db, kind, digest);
      const ids = [...new Set(rows.map((x) => excelLoanId(x.cells.credito)).filter((id) => id !== null))];
      const day = today();

      const run = async (tx: Tx | RouteDeps['db'], lock: boolean) =>
        checkAll(kind, rows, await loansOf(tx, ids, lock), day);

      let checked: Awaited<ReturnType<typeof run>>;
      let applied = 0;
      if (dryRun) checked = await run(db, false);
      else {
        checked = await db.transaction(async (tx) => {
          const result = await run(tx, true);
          const valid = result.flatMap((x) => (x.check.ok ? [{ fila: x.fila, value: x.check.value }] : []));
          // One file's actions apply once: its digest is kept with what it applied. Two applies at
          // once wait on each other's loan locks above, and the unique index refuses the second.
          if (valid.length > 0) {
            const [kept] = await tx
              .insert(excelActionFiles)
              .values({ tipo: kind, digest, applied: valid.length, createdBy: auth.id })
              .onConflictDoNothing()
              .returning({ id: excelActionFiles.id });
            if (!kept) await refuseIfApplied(tx, kind, digest);
          }
          for (let i = 0; i < valid.length; i += 500) {
            await tx.insert(loanExcelActions).values(
              valid.slice(i, i + 500).map(({ value: v }) => ({
                loanId: v.loanId,
                tipo: kind,
                accion: v.accion,
                fecha: v.fecha,
                importe: v.importe,
                observaciones: v.observaciones,
                createdBy: auth.id,
              })),
            );
          }
          const lawsuits = valid.filter((x) => x.value.accion === 'DEMANDA').map((x) => x.value.loanId);
          // loans §4 judicial lawsuit filing: demandaJudicial true, visibleRecobro false.
          if (lawsuits.length > 0)
            await tx
              .update(loans)
              .set({ demandaJudicial: true, visibleRecobro: false, updatedAt: new Date() })
              .where(inArray(loans.id, lawsuits));
          for (const { fila, value } of valid) {
            await audit(tx, {
              userId: auth.id,
              action: `acciones-excel-${kind}`,
              resource: `/api/creditos/${value.loanId}`,
              after: { fila, ...value } satisfies ExcelActionRow & { fila: number },
            });
          }
          applied = valid.length;
          return result;
        });
      }

      const invalid = checked.filter((x) => !x.check.ok);
      const valid = checked.filter((x) => x.check.ok);
      const report = (x: (typeof checked)[number]) => ({
        fila: x.fila,
        credito: x.cells.credito === null || x.cells.credito === undefined ? '' : String(x.cells.credito),
        accion: x.cells.accion === null || x.cells.accion === undefined ? '' : String(x.cells.accion),
        fecha: x.check.ok ? x.check.value.fecha : excelDay(x.cells.fecha),
        importe: x.check.ok ? x.check.value.importe : null,
        errors: x.check.ok ? [] : x.check.errors,
      });
      return {
        tipo: kind,
        dryRun,
        total: checked.length,
        valid: valid.length,
        invalid: invalid.length,
        applied,
        rows: [...invalid, ...valid].slice(0, REPORT_LIMIT).map(report),
        limit: REPORT_LIMIT,
      };
    },
  );
}
