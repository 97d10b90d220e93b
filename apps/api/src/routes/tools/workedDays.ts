import {
  businessDay,
  isImputableDay,
  messages,
  normalizeWorkedDayReason,
  WORKED_DAY_REASONS,
  type WorkedDayEntry,
  weekRange,
  workedDaysErrors,
  workedDaysToSend,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { workedDays } from '../../db/schema';
import { audit } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { iriOf } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { authOf } from '../../lib/scope';

/**
 * Working hours (§2 "Horas trabajadas"): the caller's days, and the reasons the screen offers
 * (a select, not a tool, kept beside the tools it serves).
 */
export async function workedDaysToolsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // §7 POST /api/tools/workedDays: the caller's own days, checked with the screen's rules (§5).
  r.post('/api/tools/workedDays', spec('POST /api/tools/workedDays'), async (request, reply) => {
    const auth = authOf(request);
    const today = businessDay(now());
    const entries: WorkedDayEntry[] = request.body.map((d) => {
      const reason = d.reason === null || d.reason === undefined ? null : normalizeWorkedDayReason(d.reason);
      if (d.reason && !reason) throw httpError(400, messages.workingHours.incorrect);
      // §2: the calendar's days only: weekdays up to today, in the weeks of the current month.
      if (!isImputableDay(d.date, today)) throw httpError(400, messages.workingHours.incorrect);
      return { date: d.date, hours: d.hours, reason, fullDay: false, saved: false };
    });
    if (new Set(entries.map((e) => e.date)).size !== entries.length)
      throw httpError(400, messages.workingHours.incorrect);
    const check = workedDaysErrors(entries);
    if (check.message) throw httpError(400, check.message, { violations: check.byDate });
    const toSend = workedDaysToSend(entries);
    const saved = await db.transaction(async (tx) => {
      // §4: saved entries are read-only; a day already imputed is not imputed again.
      const existing = await tx
        .select({ date: workedDays.date })
        .from(workedDays)
        .where(
          and(
            eq(workedDays.userId, auth.id),
            inArray(
              workedDays.date,
              toSend.map((d) => d.date),
            ),
          ),
        );
      if (existing.length > 0) throw httpError(409, messages.workingHours.nothingNew);
      const rows = await tx
        .insert(workedDays)
        .values(toSend.map((d) => ({ userId: auth.id, date: d.date, hours: d.hours, reason: d.reason })))
        .returning();
      await audit(tx, {
        userId: auth.id,
        action: 'workedDays',
        resource: `/api/users/${auth.id}`,
        after: rows,
      });
      return rows;
    });
    reply.status(201);
    return resource('WorkedDays', iriOf('user', auth.id), {
      message: messages.workingHours.saved,
      items: saved.map((d) => ({ date: d.date, hours: d.hours, reason: d.reason })),
    });
  });

  r.get(
    '/api/tools/workedDaysByWeek/:week/:year',
    spec('GET /api/tools/workedDaysByWeek/:week/:year'),
    async (request) => {
      const auth = authOf(request);
      const range = weekRange(request.params.week, request.params.year);
      if (!range) throw httpError(400, messages.general.invalidParams);
      const rows = await db
        .select({ reason: workedDays.reason, date: workedDays.date, hours: workedDays.hours })
        .from(workedDays)
        .where(and(eq(workedDays.userId, auth.id), between(workedDays.date, range.start, range.end)))
        .orderBy(asc(workedDays.date));
      return rows;
    },
  );

  r.get('/api/worked_days/reasonsSelect', spec('GET /api/worked_days/reasonsSelect'), async () =>
    Object.entries(WORKED_DAY_REASONS).map(([value, label]) => ({ value, label })),
  );
}
