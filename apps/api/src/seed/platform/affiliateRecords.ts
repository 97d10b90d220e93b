/** What hangs from each affiliate: its own sellers, history, tasks, comments, plans, links, documents. */
import { DEPARTMENTS } from '@backoffice/domain';
import * as s from '../../db/schema';
import { bulk, daysAgo, isoDate, NO_LOGIN, person } from '../common';
import { dni, slug } from '../random';
import type { Aff, SeedContext, Staff } from './context';

/** The affiliates' own sellers; their sales agent ids by affiliate. */
export async function seedShopAgents(
  { tx, rng }: SeedContext,
  affs: readonly Aff[],
): Promise<Map<number, number[]>> {
  // The affiliates' own sellers.
  const shopAgentUsers: (typeof s.users.$inferInsert)[] = [];
  const shopAgentAff: number[] = [];
  for (const a of affs) {
    const n = rng.int(0, 2);
    for (let k = 0; k < n; k += 1) {
      const p = person(rng);
      shopAgentUsers.push({
        username: `vendedor${a.id}.${k + 1}`,
        email: `vendedor${k + 1}.${a.id}@afiliados.test`,
        passwordHash: NO_LOGIN,
        ...p,
        tipo: 'comercial_afiliado',
        emailVerificado: true,
        dni: dni(rng),
        reference: `V${a.id}-${k + 1}`,
      });
      shopAgentAff.push(a.id);
    }
  }
  const shopUserIds = await bulk(tx, s.users, shopAgentUsers);
  const shopAgentIds = await bulk(
    tx,
    s.salesAgents,
    shopUserIds.map((userId, i) => ({ userId, affiliateId: shopAgentAff[i], active: rng.chance(0.85) })),
  );
  const agentsByAff = new Map<number, number[]>();
  shopAgentIds.forEach((id, i) => {
    const aff = shopAgentAff[i] as number;
    agentsByAff.set(aff, [...(agentsByAff.get(aff) ?? []), id]);
  });
  return agentsByAff;
}

/** Per affiliate: history, tasks, comments, secondary reasons, plans, links, provision fund, documents. */
export async function seedAffiliateRecords(
  { tx, rng }: SeedContext,
  affs: readonly Aff[],
  staff: Staff,
  srByPurpose: ReadonlyMap<string, number[]>,
) {
  const { demoId, comercialDemo, agentUserIds } = staff;
  // Per affiliate: history, tasks, comments, secondary reasons, plans, links, provision fund, documents.
  const history: (typeof s.statusHistory.$inferInsert)[] = [];
  const taskRows: (typeof s.tasks.$inferInsert)[] = [];
  const commentRows: (typeof s.comments.$inferInsert)[] = [];
  const asrRows: (typeof s.afiliadoSecondaryReasons.$inferInsert)[] = [];
  const planRows: (typeof s.configuracionAfiliados.$inferInsert)[] = [];
  const linkRows: (typeof s.linksAfiliados.$inferInsert)[] = [];
  const pfRows: (typeof s.provisionFundMovements.$inferInsert)[] = [];
  const docRows: (typeof s.documents.$inferInsert)[] = [];
  const staffIds = [demoId('MICRO_ADMIN'), demoId('ADMIN'), demoId('RISK'), comercialDemo, ...agentUserIds];
  for (const a of affs) {
    const path = ['NCO', 'REG', 'GES', 'PDA', 'PDO', 'RSK', 'ACT', 'INI', 'FUN'];
    const steps = rng.int(1, 3);
    let prev: string | null = null;
    for (let k = 0; k < steps; k += 1) {
      const final: string = k === steps - 1 ? a.estadoCd : (path[k] ?? 'REG');
      history.push({
        section: 'afiliado',
        recordId: a.id,
        date: daysAgo(400 - k * 90 - rng.int(0, 60)),
        previousState: prev,
        finalState: final,
        userId: rng.pick(staffIds),
        oldAgentId: k > 0 ? rng.pick(agentUserIds) : null,
        currentAgentId: a.agentId,
      });
      prev = final;
    }
    for (let k = rng.int(0, 3); k > 0; k -= 1) {
      const finished = rng.chance(0.5);
      taskRows.push({
        affiliateId: a.id,
        userId: a.agentId,
        type: rng.pick(['Llamada', 'Visita', 'Email', 'Formación', 'Seguimiento']),
        date: isoDate(daysAgo(rng.int(-20, 120))),
        name: rng.pick([
          'Revisar documentación',
          'Presentar nuevos planes',
          'Llamar al gerente',
          'Visita comercial',
          'Formación de vendedores',
        ]),
        status: finished ? 'Finalizada' : rng.pick(['Pendiente', 'En curso']),
        finished,
      });
    }
    for (let k = rng.int(0, 3); k > 0; k -= 1) {
      commentRows.push({
        section: 'afiliado',
        recordId: a.id,
        departamento: rng.pick(DEPARTMENTS),
        userId: rng.pick(staffIds),
        date: daysAgo(rng.int(0, 300)),
        tipo: 'comentario',
        mensaje: rng.pick([
          'Llamado al gerente, interesado en ampliar los planes.',
          'Pendiente de recibir el CIF y las escrituras.',
          'Visita realizada. Buen volumen de ventas en tienda.',
          'Solicita formación para dos vendedores nuevos.',
          'Revisar incidencia con la última transferencia.',
          'Cliente satisfecho con el plan a 12 meses.',
        ]),
      });
    }
    const srs = [...(srByPurpose.get(a.purpose) ?? [])].slice(0, rng.int(1, 3));
    for (const sr of srs) {
      asrRows.push({ affiliateId: a.id, secondaryReasonId: sr });
      for (let k = rng.int(0, 2); k > 0; k -= 1) {
        const meses = rng.pick([6, 12, 18, 24, 36, 48, 60]);
        const mixed = rng.chance(0.2) ? rng.pick([5, 6, 10, 12]) : 0;
        const conf = a.origin === 'CONF';
        planRows.push({
          affiliateId: a.id,
          secondaryReasonId: sr,
          meses,
          minCantidad: rng.pick([300, 500, 1000]),
          maxCantidad: rng.pick([6000, 10_000, 20_000, 40_000]),
          maxCarencia: rng.pick([0, 1, 2, 3]),
          pCaI: rng.money(0, 5),
          pCaMin: rng.pick([0, 20, 30, 50]),
          pTinI: mixed > 0 ? 0 : rng.money(0, 15),
          aCaI: rng.money(0, 6),
          aCaMin: rng.pick([0, 10, 25]),
          pCaZ: conf ? null : rng.money(0, 3),
          aCaZCobros: conf ? null : rng.money(0, 3),
          aCaCobrosMin: conf ? null : rng.pick([0, 10, 20]),
          mixedMonths1: mixed,
          mixedPerc1: mixed > 0 ? rng.pick([30, 40, 52, 54]) : 0,
          salesComission: rng.money(0, 3),
          insurance: null,
          downpayment: rng.pick([0, 0, 10, 20]),
          financedBorrowerFee: rng.chance(0.5),
          noInterestFirstInstallment: rng.chance(0.2),
          mandatoryCancellationFee: rng.chance(0.3),
          label: `${meses} meses${mixed ? ' mixto' : ''}`,
          descripcion: null,
          finalidad: a.purpose,
        });
      }
    }
    for (let k = rng.int(0, 2); k > 0; k -= 1) {
      const hash = `${a.id.toString(36)}${k}${Math.floor(rng.next() * 1e9).toString(36)}`;
      linkRows.push({
        affiliateId: a.id,
        producto: rng.pick(['financiacion', 'cobros']),
        cantidad: rng.pick([null, 500, 1500, 3000]),
        secondaryReasonId: srs[0] ?? null,
        customDomain: rng.chance(0.2) ? `financia.${slug(a.nombre).replace(/\./g, '')}.test` : null,
        hash,
        uri: `/solicitud/${hash}`,
      });
    }
    for (let k = rng.int(0, 6); k > 0; k -= 1) {
      pfRows.push({
        affiliateId: a.id,
        date: isoDate(daysAgo(rng.int(0, 720))),
        amount: rng.chance(0.8) ? rng.money(10, 900) : -rng.money(10, 500),
        concept: rng.pick([
          'Dotación por financiación',
          'Recuperación',
          'Aplicación por impago',
          'Regularización',
        ]),
      });
    }
    for (let k = rng.int(0, 3); k > 0; k -= 1) {
      const type = rng.pick([
        'CIF',
        'DNI representante',
        'Escrituras',
        'Recibo bancario',
        'Contrato de colaboración',
      ]);
      docRows.push({
        userId: a.adminId,
        affiliateId: a.id,
        type,
        description: `${type} de ${a.nombre}`,
        lwId: rng.chance(0.6) ? `DOC${a.id}${k}` : null,
        status: rng.pick([null, 0, 1, 2, 2, 2, 3]),
        name: `${slug(type)}.pdf`,
        storedName: '',
        mime: 'application/pdf',
        size: rng.int(20_000, 900_000),
        sha256: '',
        createdAt: daysAgo(rng.int(0, 400)),
      });
    }
  }
  await bulk(tx, s.statusHistory, history);
  await bulk(tx, s.tasks, taskRows);
  await bulk(tx, s.comments, commentRows);
  await bulk(tx, s.afiliadoSecondaryReasons, asrRows);
  await bulk(tx, s.configuracionAfiliados, planRows);
  await bulk(tx, s.linksAfiliados, linkRows);
  await bulk(tx, s.provisionFundMovements, pfRows);
  await bulk(tx, s.documents, docRows);
}
