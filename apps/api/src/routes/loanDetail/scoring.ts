/**
 * The loan's full scoring (loans §6): score results, summaries and killers.
 */
import { scoringView } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insResumens, killers, scoreResults } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { paramId } from '../../lib/iri';
import { ALL_ROWS, collection, member } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { forbidden, loanIri } from './shared';

/** The score results, insights summaries and killers of a loan. */
export async function scoringRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // The full scoring: the route table lets only the scoring roles in (SCORING_ROLES); the domain's
  // scoringView says the same, and is asked again here so no other path can reach these rows.
  /** The loan of a score-detail read: in the caller's scope, and the caller sees the full scoring. */
  const scoredLoanId = async (request: { params: { id: string } } & Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    await assertLoanInScope(db, auth, id);
    if (scoringView(auth.roles) !== 'full') throw forbidden();
    return id;
  };

  r.get('/api/creditos/:id/score_results', spec('GET /api/creditos/:id/score_results'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(scoreResults)
      .where(eq(scoreResults.loanId, id))
      .orderBy(desc(scoreResults.createdAt), desc(scoreResults.id));
    const members = rows.map((s) =>
      member('ScoreResult', `/api/score_results/${s.id}`, {
        id: s.id,
        cotitular: s.cotitular,
        provider: s.provider,
        score: s.score,
        resolution: s.resolution,
        createdAt: s.createdAt.toISOString(),
        detail: s.detail,
      }),
    );
    return collection('ScoreResult', `${loanIri(id)}/score_results`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/ins_resumens', spec('GET /api/creditos/:id/ins_resumens'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(insResumens)
      .where(eq(insResumens.loanId, id))
      .orderBy(desc(insResumens.createdAt), desc(insResumens.id));
    const members = rows.map((s) =>
      member('InsResumen', `/api/ins_resumens/${s.id}`, {
        id: s.id,
        cotitular: s.cotitular,
        scrape: s.scrapeId === null ? null : `/api/ins_scrape_reports/${s.scrapeId}`,
        createdAt: s.createdAt.toISOString(),
        data: s.data,
      }),
    );
    return collection('InsResumen', `${loanIri(id)}/ins_resumens`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/killers', spec('GET /api/creditos/:id/killers'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(killers)
      .where(eq(killers.loanId, id))
      .orderBy(asc(killers.cotitular), asc(killers.id));
    const members = rows.map((k) =>
      member('Killer', `/api/killers/${k.id}`, {
        id: k.id,
        cotitular: k.cotitular,
        code: k.code,
        description: k.description,
        value: k.value,
        triggered: k.triggered,
        createdAt: k.createdAt.toISOString(),
      }),
    );
    return collection('Killer', `${loanIri(id)}/killers`, {}, members, members.length, ALL_ROWS);
  });
}
