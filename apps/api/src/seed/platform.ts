import {
  ACTIVE_AFFILIATE_STATES,
  AFFILIATE_STATES,
  DEPARTMENTS,
  LOAN_PHASES,
  monthlyPayment,
  PURPOSES,
  SELECTABLE_WORKED_DAY_REASONS,
} from '@backoffice/domain';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { rowsOf } from '../lib/rows';
import { syncReports } from '../reports/sync';
import { DEMO_ACCOUNTS } from './demoUsers';
import { type InvestorProfile, investorProfiles } from './investors';
import {
  BUSINESSES,
  CITIES,
  cif,
  dni,
  FIRST_NAMES,
  FORMAS_LEGALES,
  iban,
  LAST_NAMES,
  phone,
  prng,
  type Rng,
  STREET_TYPES,
  STREETS,
  slug,
} from './random';

export type SeedSize = 'tiny' | 'small' | 'default' | 'large';

export const SEED_SIZES: Readonly<
  Record<SeedSize, { affiliates: number; loans: number; investors: number }>
> = {
  /** For the API's own tests: every state, a few loans, in well under a second or two. */
  tiny: { affiliates: 40, loans: 120, investors: 20 },
  /** For the end-to-end tests: 300 affiliates over every state, ~500 loans. */
  small: { affiliates: 300, loans: 500, investors: 40 },
  /** Issue 5's figures. */
  default: { affiliates: 300, loans: 20_000, investors: 400 },
  /** For benchmarks. */
  large: { affiliates: 300, loans: 200_000, investors: 2_000 },
};

/** Seeded data is dated from this fixed day, so two runs give the same rows. */
export const SEED_TODAY = '2026-11-20';
const DAY = 86_400_000;
const today = Date.parse(`${SEED_TODAY}T10:00:00Z`);
const daysAgo = (n: number) => new Date(today - n * DAY);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A user that cannot log in: no argon2 hash verifies against it. */
const NO_LOGIN = '!';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Bulk inserts: each chunk of rows travels as one JSON parameter and is expanded by
 * jsonb_populate_recordset, which is several times faster than thousands of bind parameters.
 */
export async function bulk<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
  const names = keys.map((k) => {
    const col = columns[k];
    if (!col) throw new Error(`unknown column ${k}`);
    return col.name;
  });
  const tableName = getTableName(table);
  const cols = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000).map((r) => {
      const o: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        o[names[j] as string] = (r as Record<string, unknown>)[k] ?? null;
      });
      return o;
    });
    const out = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into ${sql.identifier(tableName)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::jsonb) with ordinality as r order by r.ordinality returning id`,
      ),
    );
    for (const r of out) ids.push(r.id);
  }
  return ids;
}

function person(rng: Rng) {
  const firstname = rng.pick(FIRST_NAMES);
  const lastname = `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  return { firstname, lastname };
}

/** Weighted states: every state appears (the first 17 affiliates take one each), most are active. */
function affiliateState(rng: Rng, i: number): string {
  if (i < AFFILIATE_STATES.length) return AFFILIATE_STATES[i] as string;
  return rng.chance(0.55) ? rng.pick(ACTIVE_AFFILIATE_STATES) : rng.pick(AFFILIATE_STATES);
}

const LOAN_STATES_WEIGHTED: readonly string[] = [
  ...Array(12).fill(LOAN_PHASES.FA.states).flat(),
  ...LOAN_PHASES.FS.states,
  ...LOAN_PHASES.FE.states,
  ...LOAN_PHASES.FF.states,
  ...LOAN_PHASES.FD.states,
  ...LOAN_PHASES.FC.states,
];

export interface SeedReport {
  affiliates: number;
  loans: number;
  installments: number;
  investors: number;
  investments: number;
  ms: number;
}

/**
 * Seeds the platform data (beyond the demo staff accounts, which must exist already): staff sales
 * agents, affiliates with their company data, accounts, branches, history, tasks, plans,
 * insurances, secondary reasons, links, documents, comments, money movements, worked days;
 * investors, borrowers, loans, installments and investments. One transaction, bulk inserts.
 */
export async function seedPlatform(
  db: Db,
  size: SeedSize = 'default',
  seed = 20_261_120,
): Promise<SeedReport> {
  const started = performance.now();
  const cfg = SEED_SIZES[size];
  const rng = prng(seed);
  const mark = (label: string) => {
    if (process.env.SEED_PROFILE) console.log(label, Math.round(performance.now() - started));
  };
  const result = await db.transaction(async (tx) => {
    const demo = new Map<string, number>();
    const staffRows = await tx.select({ id: s.users.id, username: s.users.username }).from(s.users);
    for (const r of staffRows) demo.set(r.username, r.id);
    const demoId = (role: string) => {
      const a = DEMO_ACCOUNTS.find((x) => x.role === role);
      const id = a ? demo.get(a.username) : undefined;
      if (id === undefined) throw new Error(`demo user ${role} missing: seed the demo users first`);
      return id;
    };
    const comercialDemo = demoId('COMERCIAL');
    const comercialPlusDemo = demoId('COMERCIAL_PLUS');
    const managerDemos = ['MICRO_ADMIN', 'ADMIN', 'ADMIN_PLUS', 'RISK_ADMIN', 'SUPER_ADMIN'].map(demoId);
    let managed = 0;

    // Platform sales agents (staff with ROLE_COMERCIAL), besides the demo ones.
    const agentPeople = Array.from({ length: 8 }, () => person(rng));
    const agentUserIds = await bulk(
      tx,
      s.users,
      agentPeople.map((p, i) => ({
        username: `${slug(p.firstname)}.${slug(p.lastname.split(' ')[0] ?? '')}${i}`,
        email: `${slug(p.firstname)}.${slug(p.lastname.split(' ')[0] ?? '')}${i}@plataforma.test`,
        passwordHash: NO_LOGIN,
        ...p,
        roles: ['ROLE_COMERCIAL'],
        tipo: 'empleado',
        emailVerificado: true,
        dni: dni(rng),
        reference: `COM${String(i + 1).padStart(3, '0')}`,
      })),
    );
    const platformAgents = [comercialDemo, comercialPlusDemo, ...agentUserIds];
    await bulk(
      tx,
      s.salesAgents,
      platformAgents.map((userId) => ({ userId, active: true })),
    );

    mark('// Catalogues:');
    // Catalogues: secondary reasons under every purpose, insurance options, reports.
    const srRows = PURPOSES.flatMap((p) =>
      ['Estándar', 'Premium', 'Campaña'].map((name, k) => ({
        primaryReason: p,
        secondaryReason: `${p} ${name}`,
        validated: k !== 2,
        active: true,
        less10k: k === 0,
      })),
    );
    const srIds = await bulk(tx, s.secondaryReasons, srRows);
    const srByPurpose = new Map<string, number[]>();
    srRows.forEach((r, i) => {
      srByPurpose.set(r.primaryReason, [...(srByPurpose.get(r.primaryReason) ?? []), srIds[i] as number]);
    });
    await bulk(tx, s.insurances, [
      {
        ruta: 'vehiculos-basico',
        option: 'Vehículos básico',
        code: 'VB',
        vertical: 'Vehículos',
        minMonth: 6,
        maxMonth: 60,
        premium: 1.5,
        minPremium: 30,
      },
      {
        ruta: 'vehiculos-plus',
        option: 'Vehículos plus',
        code: 'VP',
        vertical: 'Vehículos',
        minMonth: 12,
        maxMonth: 96,
        premium: 2.4,
        minPremium: 45,
      },
      {
        ruta: 'vehiculos-largo',
        option: 'Vehículos largo plazo',
        code: 'VL',
        vertical: 'Vehículos',
        minMonth: 48,
        maxMonth: 120,
        premium: 3.1,
        minPremium: 60,
      },
      {
        ruta: 'pos-desempleo',
        option: 'Desempleo',
        code: 'PD',
        vertical: 'POS',
        minMonth: 3,
        maxMonth: 36,
        premium: 1.2,
        minPremium: 15,
      },
      {
        ruta: 'pos-vida',
        option: 'Vida',
        code: 'PV',
        vertical: 'POS',
        minMonth: 6,
        maxMonth: 60,
        premium: 0.9,
        minPremium: 12,
      },
      {
        ruta: 'pos-completo',
        option: 'Vida y desempleo',
        code: 'PC',
        vertical: 'POS',
        minMonth: 12,
        maxMonth: 120,
        premium: 2,
        minPremium: 25,
      },
    ]);
    await syncReports(tx as unknown as Db);

    mark('// Investors (some');
    // Investors (some are the associated investor of an affiliate).
    const invPeople = Array.from({ length: cfg.investors }, () => person(rng));
    // Issue 15: status, person kind, company, NIE, balance and age come from seed/investors.ts, on
    // its own random stream; the draws below are kept as they were so every later row stays the same.
    const profiles = investorProfiles(cfg.investors, seed);
    const profileOf = (i: number) => profiles[i] as InvestorProfile;
    const invUserIds = await bulk(
      tx,
      s.users,
      invPeople.map((p, i) => {
        const walletStatusCode = rng.pick([5, 6, 7, 6, 6, 2]);
        const drawnDni = dni(rng);
        return {
          username: `inversor${i + 1}`,
          email: `${slug(p.firstname)}.${slug(p.lastname)}.${i + 1}@inversores.test`,
          passwordHash: NO_LOGIN,
          ...p,
          tipo: 'inversor',
          emailVerificado: true,
          lw: true,
          walletStatusCode: profileOf(i).frozenByLw ? 10 : walletStatusCode,
          dni: profileOf(i).nie ?? drawnDni,
          phone: phone(rng),
          createdAt: daysAgo(profileOf(i).createdDaysAgo),
        };
      }),
    );
    const investorIds = await bulk(
      tx,
      s.investors,
      invUserIds.map((userId, i) => {
        const profile = profileOf(i);
        const city = rng.pick(CITIES);
        // The status, company name and tax id drawn here before issue 15, drawn still (and dropped).
        rng.pick(['ACT', 'ACT', 'ACT', 'PEN', 'BLO']);
        if (i % 7 === 0) {
          rng.pick(LAST_NAMES);
          cif(rng);
        }
        return {
          userId,
          status: profile.status,
          legalPerson: profile.legalPerson,
          companyName: profile.companyName,
          taxId: profile.taxId,
          position: profile.position,
          frozenByLw: profile.frozenByLw,
          createdAt: daysAgo(profile.createdDaysAgo),
          fundsOrigin: rng.pick(['Ahorros', 'Herencia', 'Actividad profesional', 'Venta de inmueble']),
          amountToInvest: rng.money(1000, 100_000),
          birthDate: isoDate(daysAgo(rng.int(25 * 365, 70 * 365))),
          address: `${rng.pick(STREET_TYPES)} ${rng.pick(STREETS)} ${rng.int(1, 120)}`,
          postcode: `${city[2]}${String(rng.int(0, 999)).padStart(3, '0')}`,
          accreditation: rng.chance(0.3),
          optimisticReturn: rng.money(6, 9),
          pessimisticReturn: rng.money(2, 5),
          weightedReturn: rng.money(4, 7),
        };
      }),
    );
    await bulk(
      tx,
      s.investorPreferences,
      investorIds.map((investorId) => ({
        investorId,
        reinvestment: rng.chance(0.5),
        minMonths: rng.pick([3, 6, 12]),
        maxMonths: rng.pick([36, 60, 120]),
        minInterest: rng.money(3, 6),
        maxInterest: rng.money(10, 20),
        maxBet: rng.pick([50, 100, 250, 500]),
        loanTypes: ['financiacion', 'prestamo'],
        financingType: rng.pick(['financiacion', 'cobros']),
        points: rng.int(0, 500),
        investInOwn: false,
        commission: rng.money(0, 1),
        notifications: {
          newCredit: true,
          dailyCredits: false,
          statusChange: true,
          invest: true,
          autoInvest: true,
          loanCompleted: true,
          monthlySummary: true,
        },
      })),
    );
    await bulk(
      tx,
      s.accounts,
      invUserIds.map((userId) => ({
        userId,
        iban: iban(rng),
        ibanValidadoLw: true,
        lwIBANId: `LWI${userId}`,
      })),
    );
    await bulk(
      tx,
      s.wallets,
      invUserIds.map((userId, i) => {
        rng.money(0, 20_000);
        const { balance, frozenByLw } = profileOf(i);
        return { userId, lwId: `LW${userId}`, balance, frozenByLw };
      }),
    );

    mark('// Affiliates: an administrator');
    // Affiliates: an administrator user, company data, the affiliate, its account and wallet.
    type Aff = {
      id: number;
      adminId: number;
      estadoCd: string;
      purpose: string;
      origin: string;
      agentId: number;
      nombre: string;
    };
    const affs: Aff[] = [];
    const adminRows: (typeof s.users.$inferInsert)[] = [];
    const companyRows: (typeof s.datosEmpresas.$inferInsert)[] = [];
    const affRows: Omit<typeof s.affiliates.$inferInsert, 'administradorId' | 'datosEmpresaId'>[] = [];
    for (let i = 0; i < cfg.affiliates; i += 1) {
      const purpose = rng.pick(PURPOSES);
      const business = `${rng.pick(BUSINESSES[purpose] ?? ['Comercio'])} ${rng.pick(LAST_NAMES)}`;
      const forma = rng.pick(FORMAS_LEGALES);
      const city = rng.pick(CITIES);
      const contact = person(rng);
      const code = `AF${String(i + 1).padStart(5, '0')}`;
      const domain = `${slug(business).replace(/\./g, '')}${i + 1}.test`;
      adminRows.push({
        username: `afiliado${i + 1}`,
        email: `admin@${domain}`,
        passwordHash: NO_LOGIN,
        ...contact,
        tipo: 'afiliado',
        emailVerificado: true,
        enabled: true,
        lw: false,
        walletStatusCode: rng.pick([-1, 1, 2, 5, 6, 6, 7]),
        dni: dni(rng),
        phone: phone(rng),
      });
      const street = `${rng.pick(STREETS)}`;
      const cp = `${city[2]}${String(rng.int(0, 999)).padStart(3, '0')}`;
      companyRows.push({
        nombreComercial: business,
        sitioWeb: `https://www.${domain}`,
        nombrePc: contact.firstname,
        apellidosPc: contact.lastname,
        telefonoMovil: phone(rng),
        emailPc: `contacto@${domain}`,
        cargoPc: rng.pick(['Gerente', 'Administrador', 'Director comercial', 'Propietario']),
        tipoViaFiscal: rng.pick(STREET_TYPES),
        direccionFiscal: street,
        cpFiscal: cp,
        localidadFiscal: city[0],
        numeroFiscal: String(rng.int(1, 150)),
        pisoFiscal: rng.chance(0.5) ? String(rng.int(1, 8)) : null,
        puertaFiscal: rng.chance(0.5) ? rng.pick(['A', 'B', 'C', 'D', 'Izq', 'Dcha']) : null,
        provinciaFiscal: city[1],
        tipoVia: rng.pick(STREET_TYPES),
        direccion: street,
        cp,
        localidad: city[0],
        numero: String(rng.int(1, 150)),
        provincia: city[1],
        volumenMensual: rng.money(5_000, 250_000),
        importeMedio: rng.money(300, 12_000),
        canalAdquisicion: rng.pick(['Web', 'Comercial', 'Referido', 'Feria', 'Teléfono']),
        competencia: rng.pick(['Ninguna', 'Financiera del banco', 'Otra plataforma', null]),
        tipoPersona: forma === 'Autónomo' ? 'fisica' : 'juridica',
        cif: forma === 'Autónomo' ? dni(rng) : cif(rng, forma === 'SA' ? 'A' : 'B'),
        razonSocial:
          forma === 'Autónomo' ? `${contact.firstname} ${contact.lastname}` : `${business} ${forma}`,
        nombreRepresentante: contact.firstname,
        apellidosRepresentante: contact.lastname,
        dniRepresentante: dni(rng),
        cargoRepresentante: 'Administrador',
        socios: [],
      });
      // COMERCIAL (demo) has about a third of the affiliates, some through plataformaSalesAgent.
      const assigned =
        i % 3 === 0
          ? comercialDemo
          : i % 3 === 1
            ? rng.pick(agentUserIds)
            : rng.pick(platformAgents.slice(1));
      const randomAgent = i % 10 === 5 ? comercialDemo : rng.pick(agentUserIds);
      // Issue 12: every demo user who may open 'Mis afiliados' (MICRO_ADMIN and the admin roles
      // too, not only the sales agents) manages some affiliates. Taken after the draw, so the
      // rest of the seed stays as it was.
      const manages = i % 6 === 1 && i % 10 !== 5;
      const plataformaAgent = manages ? managerDemos[managed++ % managerDemos.length] : randomAgent;
      const estadoCd = affiliateState(rng, i);
      affRows.push({
        code,
        nombre: business,
        estadoCd,
        origin: rng.pick(['WEB', 'COMERCIAL', 'CONF', 'API', 'WEB']),
        plataformaSalesAgentId: plataformaAgent,
        assignedSalesAgentId: assigned,
        score: rng.money(0, 10),
        simplaiScoreOnboarding: rng.money(0, 10),
        simplaiRatingOnboarding: rng.pick(['A', 'B', 'C', 'D', 'E']),
        simplaiFlagBadexcug: rng.chance(0.05),
        simplaiFlagRai: rng.chance(0.05),
        promotedOnLanding: rng.chance(0.1),
        configLocked: rng.chance(0.1),
        clientsPDMLv1Avg: rng.money(0, 1),
        asnefClientsPercentage: rng.money(0, 15),
        problematicInstallmentsPercentage: rng.money(0, 10),
        formaLegal: forma,
        totalIngresosComputables: rng.money(20_000, 2_000_000),
        primaryReason: purpose,
        plataforma: true,
        fintonic: rng.chance(0.2),
        bankia: rng.chance(0.3),
        santander: rng.chance(0.3),
        allowOwnInvestment: rng.chance(0.2),
        plataformaCobros: rng.chance(0.3),
        beneficio: rng.money(-20_000, 300_000),
        facturacionAnual: rng.money(50_000, 5_000_000),
        fondosPropios: rng.money(10_000, 900_000),
        activoCorriente: rng.money(10_000, 900_000),
        patrimonioNeto: rng.money(10_000, 900_000),
        pasivoCorriente: rng.money(5_000, 500_000),
        deudaCorto: rng.money(0, 200_000),
        deudaLargo: rng.money(0, 400_000),
        importeNetoCifraNegocios: rng.money(50_000, 5_000_000),
        resultadoExplotacion: rng.money(-10_000, 400_000),
        riskRating: rng.pick(['A', 'B', 'C', 'D']),
        ejercicioFiscalDocumentos: rng.pick([2023, 2024, 2025]),
        functionalityFlags: {
          simulador: rng.chance(0.7),
          firmaDigital: rng.chance(0.6),
          cobrosOnline: rng.chance(0.4),
        },
        displayFlags: { mostrarCuota: true, mostrarTae: rng.chance(0.8), mostrarLogo: rng.chance(0.5) },
        createdAt: daysAgo(rng.int(30, 1500)),
      });
      affs.push({
        id: 0,
        adminId: 0,
        estadoCd,
        purpose,
        origin: String(affRows[i]?.origin),
        agentId: assigned,
        nombre: business,
      });
    }
    const adminIds = await bulk(tx, s.users, adminRows);
    const companyIds = await bulk(tx, s.datosEmpresas, companyRows);
    const affIds = await bulk(
      tx,
      s.affiliates,
      affRows.map((r, i) => ({ ...r, administradorId: adminIds[i], datosEmpresaId: companyIds[i] })),
    );
    affs.forEach((a, i) => {
      a.id = affIds[i] as number;
      a.adminId = adminIds[i] as number;
    });
    mark('// Branches:');
    // Branches: about one affiliate in five, after the first 40, hangs from an earlier one.
    const branchOf = new Map<number, number>();
    for (let i = 40; i < affs.length; i += 1) {
      if (rng.chance(0.2)) branchOf.set((affs[i] as Aff).id, (affs[rng.int(0, 39)] as Aff).id);
    }
    for (const [child, padre] of branchOf) {
      await tx.update(s.affiliates).set({ padreId: padre }).where(sql`${s.affiliates.id} = ${child}`);
    }
    await bulk(
      tx,
      s.accounts,
      affs.map((a) => ({
        userId: a.adminId,
        iban: iban(rng),
        ibanValidadoLw: rng.chance(0.7),
        lwIBANId: rng.chance(0.7) ? `LWI${a.adminId}` : null,
      })),
    );
    await bulk(
      tx,
      s.wallets,
      affs.map((a) => ({
        userId: a.adminId,
        lwId: `LW${a.adminId}`,
        balance: rng.money(0, 50_000),
        plataformaPayments: rng.money(0, 80_000),
        provisionFund: rng.money(0, 15_000),
      })),
    );
    // Some affiliates have an associated investor.
    for (let i = 0; i < affs.length && i < investorIds.length; i += 4) {
      const inv = investorIds[i] as number;
      const a = affs[i] as Aff;
      await tx
        .update(s.affiliates)
        .set({ associatedInvestorId: inv })
        .where(sql`${s.affiliates.id} = ${a.id}`);
      await tx.update(s.investors).set({ affiliateId: a.id }).where(sql`${s.investors.id} = ${inv}`);
    }

    mark("// The affiliates' own sellers.");
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

    mark('// Per affiliate: history');
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

    mark('// Borrowers and loans.');
    // Borrowers and loans. Loans go mostly to affiliates in active-type states.
    const lending = affs.filter((a) => (ACTIVE_AFFILIATE_STATES as readonly string[]).includes(a.estadoCd));
    const borrowerCount = Math.max(1, Math.round(cfg.loans * 0.85));
    const borrowerIds: number[] = [];
    const borrowerRows: (typeof s.users.$inferInsert)[] = [];
    for (let i = 0; i < borrowerCount; i += 1) {
      const p = person(rng);
      borrowerRows.push({
        username: `cliente${i + 1}`,
        email: `${slug(p.firstname)}.${slug(p.lastname)}.${i + 1}@clientes.test`,
        passwordHash: NO_LOGIN,
        ...p,
        tipo: 'prestatario',
        emailVerificado: rng.chance(0.9),
        walletStatusCode: rng.pick([-1, 5, 6, 6, 7, 16, 2]),
        dni: dni(rng),
        phone: phone(rng),
      });
    }
    for (const id of await bulk(tx, s.users, borrowerRows)) borrowerIds.push(id);
    const loanRows: (typeof s.loans.$inferInsert)[] = [];
    for (let i = 0; i < cfg.loans; i += 1) {
      const a = rng.chance(0.95) && lending.length > 0 ? rng.pick(lending) : rng.pick(affs);
      const tipo = rng.pick(['financiacion', 'financiacion', 'financiacion', 'bnpl', 'prestamo']);
      const cantidad = rng.money(300, tipo === 'bnpl' ? 3000 : 40_000);
      const meses =
        tipo === 'bnpl'
          ? rng.pick([3, 4, 6])
          : tipo === 'prestamo'
            ? rng.pick([12, 24, 36, 48, 60])
            : rng.pick([6, 12, 12, 18, 24, 24, 36]);
      const tin = tipo === 'bnpl' ? 0 : rng.money(0, 18);
      const agents = agentsByAff.get(a.id);
      loanRows.push({
        code: `TMP${i}`,
        tipo,
        estadoCd: rng.pick(LOAN_STATES_WEIGHTED),
        origin: rng.pick(['WEB', 'TIENDA', 'API']),
        demo: rng.chance(0.01),
        funder: rng.pick(['plataforma', 'plataforma', 'bankia', 'santander']),
        fromApi: rng.chance(0.2),
        contractSigned: rng.chance(0.8),
        allowOwnInvestment: rng.chance(0.1),
        userId: borrowerIds[i % borrowerIds.length] as number,
        affiliateId: a.id,
        salesAgentId: agents && agents.length > 0 ? rng.pick(agents) : null,
        moneyOutSent: rng.chance(0.7),
        contractVerified: rng.chance(0.7),
        scoreSimplai: rng.int(1, 5),
        scoreSimplaiResolution: rng.pick(['Aceptado', 'Aceptado con reservas', 'Rechazado']),
        cobros: rng.chance(0.15),
        cantidad,
        cantidadSolicitada: cantidad,
        meses,
        mesesSolicitados: meses,
        tin,
        tae: Math.round(tin * 1.1 * 100) / 100,
        pTinI: tin,
        cuotaMensual: Math.round(monthlyPayment(cantidad, tin, meses) * 100) / 100,
        categoria: rng.pick(['a', 'b', 'c', 'd', 'e', 'f', null]),
        sepaDay: rng.pick([1, 5, 10, 15, 20]),
        estadoInstantor: rng.pick(['OK', 'OK', 'PENDIENTE', 'ERROR']),
        flags: {
          t30: rng.chance(0.05),
          t60: rng.chance(0.03),
          t90: rng.chance(0.02),
          fraud: rng.chance(0.005),
        },
        createdAt: daysAgo(rng.int(1, 1000)),
      });
    }
    const loanIds = await bulk(tx, s.loans, loanRows);
    // loans §2: F (financing), B (bnpl) or C (other) and the id zero-padded to 7 digits.
    await tx.execute(
      sql`update loans set code = (case tipo when 'financiacion' then 'F' when 'bnpl' then 'B' else 'C' end) || lpad(id::text, 7, '0')`,
    );

    mark('// Installments, from');
    // Installments, from the loans themselves: the annuity split of each month, paid before today.
    // Loans still in application or study, or denied, have no schedule yet.
    await tx.execute(sql`
      insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest, opening_fee)
      select l.id,
        case
          when l.estado_cd not in ('EAM','AMO','AMA','ACC','FAC','RET') then 'PD'
          when (l.created_at + (n.n) * interval '1 month')::date >= ${SEED_TODAY}::date then 'PD'
          when l.id % 13 = 0 and (l.created_at + (n.n + 2) * interval '1 month')::date >= ${SEED_TODAY}::date
            then (array['RE','DV','GT','FR'])[1 + (l.id / 13) % 4]
          else 'CO'
        end,
        n.n,
        (l.created_at + (n.n - 1) * interval '1 month')::date,
        (l.created_at + (n.n) * interval '1 month')::date,
        round(greatest(0, case when r.r = 0 then l.cantidad::float8 - l.cuota_mensual::float8 * n.n
          else l.cantidad::float8 * power(1 + r.r, n.n) - l.cuota_mensual::float8 * (power(1 + r.r, n.n) - 1) / r.r end)::numeric, 2),
        round((l.cuota_mensual::float8 - case when r.r = 0 then 0 else r.r * (case when n.n = 1 then l.cantidad::float8
          else l.cantidad::float8 * power(1 + r.r, n.n - 1) - l.cuota_mensual::float8 * (power(1 + r.r, n.n - 1) - 1) / r.r end) end)::numeric, 2),
        round((case when r.r = 0 then 0 else r.r * (case when n.n = 1 then l.cantidad::float8
          else l.cantidad::float8 * power(1 + r.r, n.n - 1) - l.cuota_mensual::float8 * (power(1 + r.r, n.n - 1) - 1) / r.r end) end)::numeric, 2),
        case when n.n = 1 then round(l.cantidad * 0.02, 2) else 0 end
      from loans l
      cross join lateral (select coalesce(l.tin, 0)::float8 / 1200 as r) r
      cross join lateral generate_series(1, l.meses) as n(n)
      where l.estado_cd in ('EAM','AMO','AMA','ACC','FAC','RET','PUB','FIR')
    `);

    mark('// Investments: funded');
    // Investments: funded loans are shared by one to four investors.
    const nInv = investorIds.length;
    const firstInv = investorIds[0] as number;
    await tx.execute(sql`
      insert into investments (investor_id, loan_id, amount, is_own_investment, created_at)
      select ${firstInv} + ((l.id * 7919 + k.k * 104729) % ${nInv}), l.id,
        round(l.cantidad / (1 + l.id % 4), 2), l.allow_own_investment and k.k = 1,
        l.created_at + interval '2 days'
      from loans l cross join lateral generate_series(1, 1 + l.id % 4) as k(k)
      where l.estado_cd in ('PUB','FIR','EAM','AMO','AMA','ACC','FAC','RET','DE1','DE2','DE3','DE4')
    `);
    mark('// Transfers to the');
    // Transfers to the affiliate for the loans paid out, and some returns.
    await tx.execute(sql`
      insert into transfers (affiliate_id, loan_id, date, direction, code, amount, status, comercial_id)
      select l.affiliate_id, l.id, l.created_at + interval '3 days',
        case when l.id % 17 = 0 then 'entrada' else 'salida' end,
        'TR' || lpad(l.id::text, 8, '0'), l.cantidad,
        case when l.id % 23 = 0 then 'pendiente' else 'realizada' end,
        a.assigned_sales_agent_id
      from loans l join affiliates a on a.id = l.affiliate_id
      where l.money_out_sent and l.estado_cd in ('EAM','AMO','AMA','ACC','FAC','RET')
    `);
    // Cancellations by the affiliate of a few of its own loans.
    await tx.execute(sql`
      insert into cancellation_operations (affiliate_id, loan_id, date, amount, final_amount, validated, by_transfer, sales_agent_id)
      select l.affiliate_id, l.id, (l.created_at + interval '20 days')::date, l.cantidad,
        round(l.cantidad * 0.98, 2), l.id % 2 = 0, l.id % 3 = 0, a.assigned_sales_agent_id
      from loans l join affiliates a on a.id = l.affiliate_id
      where l.id % 41 = 0
    `);
    // Payment methods of the borrowers, and an open-banking scrape for one loan in ten.
    await tx.execute(sql`
      insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid)
      select l.user_id, l.id, case when l.id % 3 = 0 then 'sdd' else 'card' end,
        lpad(((l.id * 37) % 10000)::text, 4, '0'), (${SEED_TODAY}::date + ((l.id % 48) - 6) * interval '1 month')::date,
        l.id % 19 <> 0, l.id % 29 = 0
      from loans l
    `);
    await tx.execute(sql`
      insert into bank_scrapes (loan_id, provider, status, summary)
      select l.id, 'simulado', 'ok', jsonb_build_object('saldoMedio', (l.id * 13) % 5000, 'nominas', l.id % 2 = 0)
      from loans l where l.id % 10 = 0
    `);
    await tx.execute(sql`
      insert into bank_scrape_accounts (scrape_id, iban, account, principals, ready)
      select b.id, null, lpad(((b.loan_id * 7919) % 10000000000)::text, 10, '0'), '[]'::jsonb, true from bank_scrapes b
    `);
    await tx.execute(sql`
      insert into bank_scrape_transactions (account_id, date, amount, description, tag)
      select c.id, (${SEED_TODAY}::date - (k.k * 9)), round(((c.id * k.k * 31) % 200000 / 100.0 - 800)::numeric, 2),
        (array['Nómina','Mercadona','Renfe','Movistar','Transferencia','Recibo seguro'])[1 + (c.id + k.k) % 6],
        (array['payroll','supermarkets','transport','telecoms','transfers','insurance'])[1 + (c.id + k.k) % 6]
      from bank_scrape_accounts c cross join lateral generate_series(1, 6) as k(k)
    `);
    await tx.execute(sql`
      insert into status_history (section, record_id, date, previous_state, final_state)
      select 'credito', l.id, l.created_at, null, l.estado_cd from loans l
    `);

    mark('// Worked days of');
    // Worked days of the demo sales staff over the last three weeks (weekdays only).
    const wd: (typeof s.workedDays.$inferInsert)[] = [];
    for (const uid of [comercialDemo, demoId('MICRO_ADMIN')]) {
      for (let d = 21; d >= 1; d -= 1) {
        const day = daysAgo(d);
        const dow = day.getUTCDay();
        if (dow === 0 || dow === 6) continue;
        const full = rng.chance(0.8);
        wd.push({
          userId: uid,
          date: isoDate(day),
          hours: full ? 8 : rng.int(0, 7),
          reason: full ? 'HORARIO_CUMPLIDO' : rng.pick(SELECTABLE_WORKED_DAY_REASONS),
        });
      }
    }
    await bulk(tx, s.workedDays, wd);

    const [counts] = rowsOf<{ installments: number; investments: number }>(
      await tx.execute(
        sql`select (select count(*)::int from installments) as installments, (select count(*)::int from investments) as investments`,
      ),
    );
    return {
      affiliates: affs.length,
      loans: loanIds.length,
      installments: counts?.installments ?? 0,
      investors: investorIds.length,
      investments: counts?.investments ?? 0,
    };
  });
  // Fresh statistics: PGlite never autovacuums, and PostgreSQL may not have yet; without them the
  // planner takes the 20,000 borrowers for an empty table and joins by scanning them.
  await db.execute(sql`analyze`);
  return { ...result, ms: Math.round(performance.now() - started) };
}
