import { randomBytes } from 'node:crypto';
import {
  insuranceOptionsFor,
  messages,
  mixedPreset,
  NO_INSURANCE,
  parseNumber,
  planErrors,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  afiliadoSecondaryReasons,
  configuracionAfiliados,
  insurances,
  linksAfiliados,
  secondaryReasons,
} from '../db/schema';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, iriOf, paramId } from '../lib/iri';
import { ALL_ROWS, collection, member, resource } from '../lib/jsonld';
import { lockAndCheck } from '../lib/recordVersion';
import { INT4, money, pct } from '../lib/schemas';
import { authOf, loadAffiliate } from '../lib/scope';
import { linkMember, planMember } from './affiliates';

const toBool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
/** Read with the domain's parser, as the form reads it ('1.000,00' is 1000). */
const toNum = (v: unknown): number | null => parseNumber(v);

/**
 * Each numeric plan field, by its column (issue 12: a value the column cannot hold is a 400 with
 * the field named, never a database error): int4 months, numeric(14,2) amounts, numeric(9,4) rates.
 */
const PLAN_COLUMNS = {
  meses: 'int',
  maxCarencia: 'int',
  mixedMonths1: 'int',
  minCantidad: 'money',
  maxCantidad: 'money',
  pCaMin: 'money',
  aCaMin: 'money',
  aCaCobrosMin: 'money',
  pCaI: 'pct',
  pTinI: 'pct',
  pTinZ: 'pct',
  aCaI: 'pct',
  pCaZ: 'pct',
  aCaZCobros: 'pct',
  mixedPerc1: 'pct',
  salesComission: 'pct',
  downpayment: 'pct',
} as const;
const COLUMN_BOUNDS = { int: INT4.max, money: money.maximum, pct: pct.maximum } as const;

function planColumnErrors(b: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, column] of Object.entries(PLAN_COLUMNS)) {
    const raw = b[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const v = parseNumber(raw);
    if (v === null) errors[field] = messages.validation.numberInvalid;
    else if (column === 'int' && !Number.isInteger(v)) errors[field] = messages.input.notInteger;
    else if (Math.abs(v) > COLUMN_BOUNDS[column]) errors[field] = messages.input.outOfRange;
  }
  return errors;
}

export async function configurationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // ----- Secondary reasons: the catalogue (ADMIN_PLUS edits it) and each affiliate's links to it.

  r.get('/api/secondary_reasons', spec('GET /api/secondary_reasons'), async () => {
    const rows = await db
      .select()
      .from(secondaryReasons)
      .orderBy(asc(secondaryReasons.primaryReason), asc(secondaryReasons.id));
    const members = rows.map((r) => member('SecondaryReason', iriOf('secondaryReason', r.id), r));
    return collection('SecondaryReason', '/api/secondary_reasons', {}, members, members.length, ALL_ROWS);
  });

  r.get(
    '/api/secondary_reasons/secondaryReasonsSelect',
    spec('GET /api/secondary_reasons/secondaryReasonsSelect'),
    async () => {
      const rows = await db
        .select()
        .from(secondaryReasons)
        .where(eq(secondaryReasons.active, true))
        .orderBy(asc(secondaryReasons.primaryReason), asc(secondaryReasons.id));
      return rows.map((r) => ({
        value: iriOf('secondaryReason', r.id),
        label: r.secondaryReason,
        primaryReason: r.primaryReason,
      }));
    },
  );

  r.post('/api/secondary_reasons', spec('POST /api/secondary_reasons'), async (request, reply) => {
    const auth = authOf(request);
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.insert(secondaryReasons).values(request.body).returning();
      if (!r) throw httpError(500, messages.write.createSecondaryReason);
      await audit(tx, {
        userId: auth.id,
        action: 'create',
        resource: iriOf('secondaryReason', r.id),
        after: r,
      });
      return r;
    });
    reply.status(201);
    return resource('SecondaryReason', iriOf('secondaryReason', row.id), row);
  });

  r.post(
    '/api/afiliado_secondary_reasons',
    spec('POST /api/afiliado_secondary_reasons'),
    async (request, reply) => {
      const auth = authOf(request);
      const affiliateId = idFrom('afiliado', request.body.afiliado);
      const srId = idFrom('secondaryReason', request.body.secondaryReason);
      if (affiliateId === null || srId === null) throw httpError(400, messages.general.invalidParams);
      const row = await db.transaction(async (tx) => {
        await loadAffiliate(tx, auth, affiliateId);
        const [sr] = await tx.select().from(secondaryReasons).where(eq(secondaryReasons.id, srId));
        if (!sr) throw httpError(404, messages.general.notFound);
        const [r] = await tx
          .insert(afiliadoSecondaryReasons)
          .values({ affiliateId, secondaryReasonId: srId })
          .onConflictDoNothing()
          .returning();
        if (!r) throw httpError(409, messages.http[409]);
        await audit(tx, {
          userId: auth.id,
          action: 'create',
          resource: iriOf('afiliadoSecondaryReason', r.id),
          subjects: [iriOf('afiliado', affiliateId)],
          after: r,
        });
        return { ...r, sr };
      });
      reply.status(201);
      return resource('AfiliadoSecondaryReason', iriOf('afiliadoSecondaryReason', row.id), {
        id: row.id,
        afiliado: iriOf('afiliado', row.affiliateId),
        secondaryReason: iriOf('secondaryReason', row.secondaryReasonId),
        primaryReason: row.sr.primaryReason,
        secondaryReasonName: row.sr.secondaryReason,
      });
    },
  );

  // §5: removing a secondary reason also deletes the affiliate's plans under it (the admin asks first).
  r.delete(
    '/api/afiliado_secondary_reasons/:id',
    spec('DELETE /api/afiliado_secondary_reasons/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(afiliadoSecondaryReasons)
          .where(eq(afiliadoSecondaryReasons.id, id));
        if (!link) throw httpError(404, messages.general.notFound);
        await loadAffiliate(tx, auth, link.affiliateId);
        const plans = await tx
          .delete(configuracionAfiliados)
          .where(
            and(
              eq(configuracionAfiliados.affiliateId, link.affiliateId),
              eq(configuracionAfiliados.secondaryReasonId, link.secondaryReasonId),
            ),
          )
          .returning();
        await tx.delete(afiliadoSecondaryReasons).where(eq(afiliadoSecondaryReasons.id, id));
        await audit(tx, {
          userId: auth.id,
          action: 'delete',
          resource: iriOf('afiliadoSecondaryReason', id),
          subjects: [iriOf('afiliado', link.affiliateId)],
          before: { link, plans },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ----- Links (§3 "Link").

  r.post('/api/links_afiliados', spec('POST /api/links_afiliados'), async (request, reply) => {
    const auth = authOf(request);
    const b = request.body;
    const affiliateId = idFrom('afiliado', b.afiliado);
    if (affiliateId === null) throw httpError(400, messages.general.invalidParams);
    const srId = idFrom('secondaryReason', b.secondaryReason);
    const row = await db.transaction(async (tx) => {
      await loadAffiliate(tx, auth, affiliateId);
      if (srId !== null) {
        const [sr] = await tx
          .select({ id: secondaryReasons.id })
          .from(secondaryReasons)
          .where(eq(secondaryReasons.id, srId));
        if (!sr) throw httpError(404, messages.general.notFound);
      }
      const hash = randomBytes(9).toString('base64url');
      const customDomain = b.customDomain || null;
      const [l] = await tx
        .insert(linksAfiliados)
        .values({
          affiliateId,
          producto: String(b.producto),
          cantidad: b.cantidad ?? null,
          secondaryReasonId: srId,
          customDomain,
          hash,
          uri: customDomain ? `https://${customDomain}/solicitud/${hash}` : `/solicitud/${hash}`,
        })
        .returning();
      if (!l) throw httpError(500, messages.write.createLink);
      await audit(tx, {
        userId: auth.id,
        action: 'create',
        resource: iriOf('link', l.id),
        subjects: [iriOf('afiliado', affiliateId)],
        after: l,
      });
      return l;
    });
    reply.status(201);
    return { '@context': '/api/contexts/LinkAfiliado', ...linkMember(row) };
  });

  r.delete('/api/links_afiliados/:id', spec('DELETE /api/links_afiliados/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    await db.transaction(async (tx) => {
      const [l] = await tx.select().from(linksAfiliados).where(eq(linksAfiliados.id, id));
      if (!l) throw httpError(404, messages.general.notFound);
      await loadAffiliate(tx, auth, l.affiliateId);
      await tx.delete(linksAfiliados).where(eq(linksAfiliados.id, id));
      await audit(tx, {
        userId: auth.id,
        action: 'delete',
        resource: iriOf('link', id),
        subjects: [iriOf('afiliado', l.affiliateId)],
        before: l,
      });
    });
    return reply.status(204).send(null);
  });

  // ----- Plans (configuracion_afiliados), validated with the form's own rules (§5).

  r.post(
    '/api/configuracion_afiliados',
    spec('POST /api/configuracion_afiliados'),
    async (request, reply) => {
      const auth = authOf(request);
      const b = { ...request.body };
      const affiliateId = idFrom('afiliado', b.afiliado);
      if (affiliateId === null) throw httpError(400, messages.general.invalidParams);
      const srId = idFrom('secondaryReason', b.secondaryReason);
      const row = await db.transaction(async (tx) => {
        const a = await loadAffiliate(tx, auth, affiliateId);
        const mixed = toNum(b.mixedMonths1) ?? 0;
        // §5: pTinI is disabled for mixed plans; the preset gives it.
        if (mixed > 0 && (b.pTinI === undefined || b.pTinI === null || b.pTinI === ''))
          b.pTinI = mixedPreset(mixed, b.meses)?.pTinI ?? 0;
        // An explicit null is an answer (§3: the plan stores null for 'Sin seguro'); only a missing
        // insurance is the unanswered required select.
        const errors = planErrors(b.insurance === null ? { ...b, insurance: NO_INSURANCE } : b, {
          origin: a.origin,
        });
        const all = { ...planColumnErrors(b), ...errors };
        const first = Object.values(all)[0];
        if (first) throw httpError(400, first, { violations: all });
        if (srId !== null) {
          const [linked] = await tx
            .select({ id: afiliadoSecondaryReasons.id })
            .from(afiliadoSecondaryReasons)
            .where(
              and(
                eq(afiliadoSecondaryReasons.affiliateId, affiliateId),
                eq(afiliadoSecondaryReasons.secondaryReasonId, srId),
              ),
            );
          if (!linked) throw httpError(422, messages.http[422]);
        }
        // planErrors has required the three; the check keeps their types honest.
        const meses = toNum(b.meses);
        const minC = toNum(b.minCantidad);
        const maxC = toNum(b.maxCantidad);
        if (meses === null || minC === null || maxC === null)
          throw httpError(400, messages.input.invalidData);
        let insurance: string | null = null;
        if (typeof b.insurance === 'string' && b.insurance !== NO_INSURANCE) {
          // §5: only the options for these months and this affiliate's vertical may be chosen.
          const options = insuranceOptionsFor(await tx.select().from(insurances), meses, a.primaryReason);
          if (!options.some((o) => o.ruta === b.insurance)) throw httpError(422, messages.http[422]);
          insurance = b.insurance;
        }
        if (minC > maxC) throw httpError(400, messages.plan.minAboveMax);
        const [p] = await tx
          .insert(configuracionAfiliados)
          .values({
            affiliateId,
            secondaryReasonId: srId,
            meses,
            minCantidad: minC,
            maxCantidad: maxC,
            maxCarencia: toNum(b.maxCarencia) ?? 0,
            pCaI: toNum(b.pCaI) ?? 0,
            pCaMin: toNum(b.pCaMin) ?? 0,
            pTinI: toNum(b.pTinI) ?? 0,
            pTinZ: toNum(b.pTinZ),
            aCaI: toNum(b.aCaI) ?? 0,
            aCaMin: toNum(b.aCaMin) ?? 0,
            pCaZ: toNum(b.pCaZ),
            aCaZCobros: toNum(b.aCaZCobros),
            aCaCobrosMin: toNum(b.aCaCobrosMin),
            mixedMonths1: mixed,
            mixedPerc1: toNum(b.mixedPerc1) ?? 0,
            salesComission: toNum(b.salesComission) ?? 0,
            insurance,
            downpayment: toNum(b.downpayment) ?? 0,
            financedBorrowerFee: toBool(b.financedBorrowerFee),
            noInterestFirstInstallment: toBool(b.noInterestFirstInstallment),
            mandatoryCancellationFee: toBool(b.mandatoryCancellationFee),
            label: b.label ?? null,
            descripcion: b.descripcion ?? null,
            // §3: finalidad comes from the affiliate's primary reason, not from the form.
            finalidad: a.primaryReason,
            oculta: b.oculta === true,
          })
          .returning();
        if (!p) throw httpError(500, messages.write.createPlan);
        await audit(tx, {
          userId: auth.id,
          action: 'create',
          resource: iriOf('plan', p.id),
          subjects: [iriOf('afiliado', p.affiliateId)],
          after: p,
        });
        return p;
      });
      reply.status(201);
      return { '@context': '/api/contexts/ConfiguracionAfiliado', ...planMember(row) };
    },
  );

  r.delete(
    '/api/configuracion_afiliados/:id',
    spec('DELETE /api/configuracion_afiliados/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await db.transaction(async (tx) => {
        const p = await lockAndCheck(tx, request, configuracionAfiliados, id, async () => {
          const [plan] = await tx
            .select()
            .from(configuracionAfiliados)
            .where(eq(configuracionAfiliados.id, id));
          if (!plan) throw httpError(404, messages.general.notFound);
          await loadAffiliate(tx, auth, plan.affiliateId);
          return plan;
        });
        await tx.delete(configuracionAfiliados).where(eq(configuracionAfiliados.id, id));
        await audit(tx, {
          userId: auth.id,
          action: 'delete',
          resource: iriOf('plan', id),
          subjects: [iriOf('afiliado', p.affiliateId)],
          before: p,
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ----- Insurances (§3 "Insurance option").

  r.get('/api/insurances', spec('GET /api/insurances'), async () => {
    const rows = await db.select().from(insurances).orderBy(asc(insurances.id));
    const members = rows.map((r) => member('Insurance', iriOf('insurance', r.id), r));
    return collection('Insurance', '/api/insurances', {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/insurances/insurancesSelect', spec('GET /api/insurances/insurancesSelect'), async () => {
    const rows = await db.select().from(insurances).orderBy(asc(insurances.id));
    // The "no insurance" choice (NO_INSURANCE) and its label are the form's, from the domain.
    return rows.map((r) => ({
      value: r.ruta,
      label: r.option,
      vertical: r.vertical,
      minMonth: r.minMonth,
      maxMonth: r.maxMonth,
    }));
  });
}
