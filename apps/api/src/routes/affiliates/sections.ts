/** The affiliate detail's section reads (§7 "Affiliate reads"), one collection each. */
import {
  AFFILIATE_FINANCING_SORTABLE,
  AFFILIATE_PRODUCTS,
  LIMITS,
  messages,
  parseOrder,
  provisionFundQuarters,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { iri, iriOf, paramId } from '../../lib/iri';
import { collection, member, pagingFrom } from '../../lib/jsonld';
import { authOf, loadAffiliate } from '../../lib/scope';
import {
  cancellationsOf,
  childrenOf,
  documentsOf,
  financingPage,
  linksOf,
  planCount,
  plansOf,
  provisionFundMovementsOf,
  salesAgentsOf,
  secondaryReasonsOf,
  statusHistoryOf,
  tasksOf,
  transfersOf,
} from '../../repositories/affiliates';
import { cancellationMember, documentMember, linkMember, planMember, sectionList } from './serialisers';

export async function affiliateSectionRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/afiliados/:id/documentsList', spec('GET /api/afiliados/:id/documentsList'), async (request) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    const rows = await documentsOf(db, a);
    return sectionList(request.url, request.query, 'Document', rows.map(documentMember), false);
  });

  r.get('/api/afiliados/:id/tasksList', spec('GET /api/afiliados/:id/tasksList'), async (request) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    const members = (await tasksOf(db, a.id)).map((t) =>
      member('Task', iriOf('task', t.id), {
        id: t.id,
        type: t.type,
        date: t.date,
        name: t.name,
        status: t.status,
        finished: t.finished,
      }),
    );
    return sectionList(request.url, request.query, 'Task', members, false);
  });

  r.get('/api/afiliados/:id/childrenList', spec('GET /api/afiliados/:id/childrenList'), async (request) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    const members = (await childrenOf(db, a.id)).map((c) => member('Afiliado', iriOf('afiliado', c.id), c));
    return sectionList(request.url, request.query, 'Afiliado', members, false);
  });

  r.get(
    '/api/afiliados/:id/financiacionList',
    spec('GET /api/afiliados/:id/financiacionList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      // §9: 100 rows per page; `order[field]` on AFFILIATE_FINANCING_SORTABLE. The affiliate's own loans and its branches'.
      const paging = pagingFrom(
        { ...request.query, itemsPerPage: request.query.limit ?? request.query.itemsPerPage },
        LIMITS.financingPageSize,
      );
      const sorted = parseOrder(request.query, AFFILIATE_FINANCING_SORTABLE);
      if (sorted.error !== null) throw httpError(400, messages.lists.unknownOrder(sorted.error));
      const { total, rows } = await financingPage(db, a.id, paging, sorted.order);
      return collection(
        'Financiacion',
        request.url.split('?')[0] ?? '',
        request.query,
        rows.map((f) =>
          member('Financiacion', iriOf('loan', f.id), { ...f, createdAt: f.createdAt.toISOString() }),
        ),
        total,
        paging,
      );
    },
  );

  r.get(
    '/api/afiliados/:id/salesAgentsInDepthList',
    spec('GET /api/afiliados/:id/salesAgentsInDepthList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const members = (await salesAgentsOf(db, a.id)).map((sa) =>
        member('SalesAgent', iriOf('salesAgent', sa.id), { ...sa, user: iriOf('user', sa.userId) }),
      );
      return sectionList(request.url, request.query, 'SalesAgent', members, false);
    },
  );

  r.get(
    '/api/afiliados/:id/transactionList',
    spec('GET /api/afiliados/:id/transactionList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const members = (await transfersOf(db, a.id)).map((t) =>
        member('Transfer', iriOf('transfer', t.id), {
          loan: iri('loan', t.loanId),
          loanId: t.loanCode,
          loanStatus: t.loanStatus,
          date: t.date.toISOString(),
          direction: t.direction,
          code: t.code,
          amount: t.amount,
          status: t.status,
          comercial: t.comercial,
        }),
      );
      return sectionList(request.url, request.query, 'Transfer', members, true);
    },
  );

  r.get(
    '/api/afiliados/:id/cancellationOperationList',
    spec('GET /api/afiliados/:id/cancellationOperationList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const members = (await cancellationsOf(db, a.id)).map((c) =>
        cancellationMember(c.c, c.loanCode, c.loanStatus, c.salesAgent),
      );
      return sectionList(request.url, request.query, 'CancellationOperation', members, true);
    },
  );

  r.get(
    '/api/afiliados/:id/provisionFundsList',
    spec('GET /api/afiliados/:id/provisionFundsList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      // §3 "quarters with movements grouped by quarter".
      const quarters = provisionFundQuarters(
        (await provisionFundMovementsOf(db, a.id)).map((m) => ({
          id: m.id,
          date: m.date,
          amount: m.amount,
          concept: m.concept,
          loan: iri('loan', m.loanId),
        })),
      );
      const members = quarters.map((q) =>
        member('ProvisionFundQuarter', `${iriOf('afiliado', a.id)}/provisionFundsList#${q.key}`, q),
      );
      return sectionList(request.url, request.query, 'ProvisionFundQuarter', members, false);
    },
  );

  r.get(
    '/api/afiliados/:id/statusHistoryList',
    spec('GET /api/afiliados/:id/statusHistoryList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const members = (await statusHistoryOf(db, a.id)).map((row) =>
        member('StatusHistory', `${iriOf('afiliado', a.id)}/statusHistoryList#${row.h.id}`, {
          date: row.h.date.toISOString(),
          previousState: row.h.previousState,
          finalState: row.h.finalState,
          user: row.user,
          oldAgent: row.oldAgent,
          currentAgent: row.currentAgent,
        }),
      );
      return sectionList(request.url, request.query, 'StatusHistory', members, false);
    },
  );

  r.get(
    '/api/afiliados/:id/secondaryReasonsList',
    spec('GET /api/afiliados/:id/secondaryReasonsList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const members = (await secondaryReasonsOf(db, a.id)).map(({ srId, ...sr }) =>
        member('AfiliadoSecondaryReason', iriOf('afiliadoSecondaryReason', sr.id), {
          ...sr,
          secondaryReasonIri: iriOf('secondaryReason', srId),
          hasPlans: sr.plans > 0,
        }),
      );
      return sectionList(request.url, request.query, 'AfiliadoSecondaryReason', members, false);
    },
  );

  r.get('/api/afiliados/:id/productList', spec('GET /api/afiliados/:id/productList'), async (request) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    // The products the affiliate offers, from its funder flags and its plans and links.
    const [financiacion, cobros] = AFFILIATE_PRODUCTS;
    const products = [
      { ...financiacion, active: a.plataforma, plans: await planCount(db, a.id) },
      { ...cobros, active: a.plataformaCobros, plans: 0 },
    ];
    const members = products.map((p) =>
      member('Product', `${iriOf('afiliado', a.id)}/productList#${p.producto}`, p),
    );
    return sectionList(request.url, request.query, 'Product', members, false);
  });

  r.get('/api/afiliados/:id/linksList', spec('GET /api/afiliados/:id/linksList'), async (request) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    const rows = await linksOf(db, a.id);
    return sectionList(request.url, request.query, 'LinkAfiliado', rows.map(linkMember), false);
  });

  r.get(
    '/api/afiliados/:id/configuraciones_afiliados',
    spec('GET /api/afiliados/:id/configuraciones_afiliados'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await plansOf(db, a.id);
      return sectionList(request.url, request.query, 'ConfiguracionAfiliado', rows.map(planMember), false);
    },
  );
}
