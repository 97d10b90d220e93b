import { PassThrough } from 'node:stream';
import { filterReportsByRole, hasAnyRole, messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { rowsOf } from '../../lib/rows';
import { authOf, isRestricted } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';

type Row = Record<string, string | number | boolean | null>;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV/Excel injection). */
export function escapeCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const MAX_JSON_ROWS = 5000;

/** The query of each report of the catalogue; restricted users get their own rows only. */
async function reportRows(db: Db, id: string, auth: AuthUser): Promise<Row[]> {
  const mine = isRestricted(auth)
    ? sql`and (a.assigned_sales_agent_id = ${auth.id} or a.plataforma_sales_agent_id = ${auth.id})`
    : sql``;
  switch (id) {
    case 'cantidad-plataforma-lw':
      return rowsOf<Row>(
        await db.execute(sql`
          select a.code as "codigo", a.nombre as "afiliado", w.plataforma_payments::float8 as "cantidadPlataforma",
            w.balance::float8 as "saldoLw", (w.plataforma_payments - w.balance)::float8 as "diferencia"
          from affiliates a join wallets w on w.user_id = a.administrador_id where true ${mine}
          order by a.code`),
      );
    case 'ventas-comerciales':
      return rowsOf<Row>(
        await db.execute(sql`
          select u.username as "comercial", trim(u.firstname || ' ' || u.lastname) as "nombre",
            count(distinct a.id)::int as "afiliados", count(l.id)::int as "financiaciones",
            coalesce(sum(l.cantidad), 0)::float8 as "importeTotal"
          from affiliates a join users u on u.id = a.assigned_sales_agent_id
          left join loans l on l.affiliate_id = a.id
          where true ${mine}
          group by u.id, u.username, u.firstname, u.lastname order by u.username`),
      );
    case 'morosidad-afiliados':
      return rowsOf<Row>(
        await db.execute(sql`
          select a.code as "codigo", a.nombre as "afiliado", count(i.id)::int as "cuotasImpagadas",
            coalesce(sum(i.principal + i.interest), 0)::float8 as "importeImpagado"
          from affiliates a join loans l on l.affiliate_id = a.id
          join installments i on i.loan_id = l.id and i.estado_cd in ('RE', 'GT', 'DV', 'FR')
          where true ${mine}
          group by a.id, a.code, a.nombre order by "importeImpagado" desc`),
      );
    case 'disponible-en-monederos':
      return rowsOf<Row>(
        await db.execute(sql`
          select u.username as "usuario", u.email as "email", u.tipo as "tipo", w.lw_id as "monedero", w.balance::float8 as "disponible"
          from wallets w join users u on u.id = w.user_id where w.balance > 0 order by w.balance desc limit ${MAX_JSON_ROWS}`),
      );
    case 'resumen-sc':
      return rowsOf<Row>(
        await db.execute(sql`
          select l.estado_cd as "estado", count(*)::int as "creditos", coalesce(sum(l.cantidad), 0)::float8 as "importe"
          from loans l group by l.estado_cd order by l.estado_cd`),
      );
    case 'creditos-problematicos':
      return rowsOf<Row>(
        await db.execute(sql`
          select l.code as "codigo", l.estado_cd as "estado", l.cantidad::float8 as "cantidad", count(i.id)::int as "cuotasRetrasadas"
          from loans l join installments i on i.loan_id = l.id and i.estado_cd in ('RE', 'GT', 'DV', 'FR')
          group by l.id, l.code, l.estado_cd, l.cantidad order by "cuotasRetrasadas" desc, l.code limit ${MAX_JSON_ROWS}`),
      );
    default:
      throw httpError(404, messages.general.notFound);
  }
}

export async function reportsToolsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const urlOf = (r: { id: string; kind: string }) =>
    `/api/tools/reports/${r.id}${r.kind === 'file' ? '?format=xlsx' : ''}`;

  // §7: a map of reports by id, each with name and @url; §6: only those the user's roles allow.
  r.get('/api/tools/reportsList', spec('GET /api/tools/reportsList'), async (request) => {
    const auth = authOf(request);
    const rows = await db.select().from(reports).orderBy(asc(reports.position));
    const map = Object.fromEntries(
      rows.map((x) => [x.id, { name: x.name, '@url': urlOf(x), kind: x.kind, roles: x.roles }]),
    );
    return filterReportsByRole(map, auth.roles);
  });

  r.get('/api/tools/reports/:id', spec('GET /api/tools/reports/:id'), async (request, reply) => {
    const auth = authOf(request);
    const [def] = (await db.select().from(reports)).filter((x) => x.id === request.params.id);
    if (!def) throw httpError(404, messages.general.notFound);
    if (!hasAnyRole(auth.roles, def.roles)) throw httpError(403, messages.auth.forbidden);
    const rows = await reportRows(db, def.id, auth);
    if (request.query.format !== 'xlsx') return rows.slice(0, MAX_JSON_ROWS);
    // The .xlsx is written with exceljs's streaming writer, row by row, into the response.
    const out = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: false,
    });
    const ws = wb.addWorksheet(def.name.slice(0, 31));
    const columns = Object.keys(rows[0] ?? {});
    ws.addRow(columns.map(escapeCell)).commit();
    for (const row of rows) ws.addRow(columns.map((c) => escapeCell(row[c]))).commit();
    ws.commit();
    const done = wb.commit();
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${def.id}.xlsx"`);
    done.catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
    return reply.send(out);
  });
}
