import { filterReportsByRole, messages, spreadsheetCell } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { authOf } from '../../lib/scope';
import { LISTINGS } from '../../listings/catalogue';
import { eachBatch, resolve } from '../../listings/engine';
import { sendXlsx } from '../../listings/xlsx';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe (the domain's rule). */
export const escapeCell = spreadsheetCell;

/**
 * The server-defined reports of the sidebar (§2, §7 "Shared"). Since issue 16 each report is an
 * entry of the listing engine (apps/api/src/listings): its @url is the engine's route, which pages
 * the rows and streams the .xlsx. `/api/tools/reports/{id}` stays as the §7 "array of row objects"
 * (every row, no cut) and hands a file request to the engine's export.
 */
const urlOf = (r: { id: string; kind: string }) =>
  `/api/listados/${r.id}${r.kind === 'file' ? '?format=xlsx' : ''}`;

/** §7: a map of reports by id, each with name and @url; §6: only those the roles allow. */
export async function reportsFor(db: Db, roles: readonly string[]) {
  const rows = await db.select().from(reports).orderBy(asc(reports.position));
  const map = Object.fromEntries(
    rows.map((x) => [x.id, { name: x.name, '@url': urlOf(x), kind: x.kind, roles: x.roles }]),
  );
  return filterReportsByRole(map, [...roles]);
}

export async function reportsToolsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/tools/reportsList', spec('GET /api/tools/reportsList'), async (request) =>
    reportsFor(db, authOf(request).roles),
  );

  r.get('/api/tools/reports/:id', spec('GET /api/tools/reports/:id'), async (request, reply) => {
    const def = LISTINGS.get(request.params.id);
    const [known] = (await db.select().from(reports)).filter((x) => x.id === request.params.id);
    if (!def || !known) throw httpError(404, messages.general.notFound);
    const resolved = resolve(def, {}, authOf(request), now());
    if (request.query.format === 'xlsx') return sendXlsx(reply, db, resolved);
    const rows: Record<string, string | number | boolean | null>[] = [];
    await eachBatch(db, resolved, (batch) => {
      rows.push(...batch);
    });
    return rows;
  });
}
