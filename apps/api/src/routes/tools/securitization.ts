/**
 * Titulizar / destitulizar créditos (issue 16, IT tools; loans §6: ADMIN). The GET selects loans by
 * a filter and answers the totals of those that may make the move (and why the others may not);
 * the POST applies the move to the ids the user confirmed (up to the contract's 100,000), all or
 * none, in one transaction that locks the rows, re-checks each one with the domain rule and audits
 * each change. The ids travel as one array parameter and the audit rows a thousand at a time, so
 * the batch stays under PostgreSQL's 65,535 parameters per statement.
 */
import {
  fundError,
  type SecuritizationMove,
  securitizationRefusal,
  toolsMessages,
} from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loans } from '../../db/schema';
import { auditMany } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { inIds } from '../../lib/idList';
import { authOf } from '../../lib/scope';

const M = toolsMessages.securitization;
/** The preview lists this many loans; its totals count every selected one. */
const PREVIEW_LIMIT = 200;
const round2 = (n: number) => Math.round(n * 100) / 100;
const madridDay = sql`(${loans.createdAt} at time zone 'Europe/Madrid')::date`;

export async function securitizationToolsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/tools/admin/titulizacion', spec('GET /api/tools/admin/titulizacion'), async (request) => {
    const q = request.query;
    const move = q.accion as SecuritizationMove;
    const where: (SQL | undefined)[] = [
      q.estado ? eq(loans.estadoCd, q.estado) : undefined,
      q.tipo ? eq(loans.tipo, q.tipo) : undefined,
      q.desde ? sql`${madridDay} >= ${q.desde}::date` : undefined,
      q.hasta ? sql`${madridDay} <= ${q.hasta}::date` : undefined,
      q.fondo ? eq(loans.fund, q.fondo) : undefined,
    ];
    const rows = await db
      .select({
        id: loans.id,
        code: loans.code,
        tipo: loans.tipo,
        estadoCd: loans.estadoCd,
        cantidad: loans.cantidad,
        fund: loans.fund,
        securitized: loans.securitized,
        demandaJudicial: loans.demandaJudicial,
        createdAt: loans.createdAt,
      })
      .from(loans)
      .where(and(...where))
      .orderBy(asc(loans.id));
    const judged = rows.map((l) => ({ ...l, refusal: securitizationRefusal(move, l) }));
    const eligible = judged.filter((l) => l.refusal === null);
    const refused = judged.filter((l) => l.refusal !== null);
    return {
      accion: move,
      totals: {
        selected: judged.length,
        eligible: eligible.length,
        eligibleAmount: round2(eligible.reduce((s, l) => s + Number(l.cantidad), 0)),
        refused: refused.length,
      },
      eligibleIds: eligible.map((l) => l.id),
      loans: [...eligible, ...refused].slice(0, PREVIEW_LIMIT).map((l) => ({
        id: l.id,
        code: l.code,
        tipo: l.tipo,
        estadoCd: l.estadoCd,
        cantidad: Number(l.cantidad),
        fund: l.fund,
        createdAt: l.createdAt.toISOString(),
        refusal: l.refusal,
      })),
      limit: PREVIEW_LIMIT,
    };
  });

  r.post('/api/tools/admin/titulizacion', spec('POST /api/tools/admin/titulizacion'), async (request) => {
    const auth = authOf(request);
    const move = request.body.accion as SecuritizationMove;
    const ids = [...new Set(request.body.ids)];
    if (ids.length === 0) throw httpError(400, M.noneSelected);
    const badFund = fundError(move, request.body.fondo);
    if (badFund) throw httpError(400, badFund);
    const fund = move === 'titulizar' ? (request.body.fondo ?? '').trim() : null;

    return db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: loans.id,
          estadoCd: loans.estadoCd,
          cantidad: loans.cantidad,
          fund: loans.fund,
          securitized: loans.securitized,
          demandaJudicial: loans.demandaJudicial,
        })
        .from(loans)
        .where(inIds(loans.id, ids))
        .orderBy(asc(loans.id))
        .for('update');
      const found = new Set(rows.map((l) => l.id));
      const refused = [
        ...ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: M.notFound(id) })),
        ...rows.flatMap((l) => {
          const reason = securitizationRefusal(move, l);
          return reason ? [{ id: l.id, reason }] : [];
        }),
      ];
      // All or none: one loan that may not make the move leaves every loan as it was.
      if (refused.length > 0) throw httpError(409, M.refused(refused.length), { refused });
      await tx
        .update(loans)
        .set({ securitized: move === 'titulizar', fund, updatedAt: new Date() })
        .where(inIds(loans.id, ids));
      await auditMany(
        tx,
        rows.map((l) => ({
          userId: auth.id,
          action: move,
          resource: `/api/creditos/${l.id}`,
          before: { securitized: l.securitized, fund: l.fund },
          after: { securitized: move === 'titulizar', fund },
        })),
      );
      return {
        accion: move,
        updated: rows.length,
        amount: round2(rows.reduce((s, l) => s + Number(l.cantidad), 0)),
        fondo: fund,
      };
    });
  });
}
