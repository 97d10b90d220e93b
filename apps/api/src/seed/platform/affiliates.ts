/** The affiliates: administrator, company data, the affiliate, branches, account, wallet, investor. */
import { ACTIVE_AFFILIATE_STATES, AFFILIATE_STATES, PURPOSES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import * as s from '../../db/schema';
import { bulk, daysAgo, NO_LOGIN, person } from '../common';
import {
  BUSINESSES,
  CITIES,
  cif,
  dni,
  FORMAS_LEGALES,
  iban,
  LAST_NAMES,
  phone,
  type Rng,
  STREET_TYPES,
  STREETS,
  slug,
} from '../random';
import type { Aff, SeedContext, Staff } from './context';

/** Weighted states: every state appears (the first 17 affiliates take one each), most are active. */
function affiliateState(rng: Rng, i: number): string {
  if (i < AFFILIATE_STATES.length) return AFFILIATE_STATES[i] as string;
  return rng.chance(0.55) ? rng.pick(ACTIVE_AFFILIATE_STATES) : rng.pick(AFFILIATE_STATES);
}

/** Affiliates with an administrator user, company data, account and wallet; some branches, some with an associated investor. */
export async function seedAffiliates(
  { tx, rng, cfg }: SeedContext,
  staff: Staff,
  investorIds: readonly number[],
): Promise<Aff[]> {
  // Affiliates: an administrator user, company data, the affiliate, its account and wallet.
  let managed = 0;
  const { comercialDemo, managerDemos, agentUserIds, platformAgents } = staff;
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
      razonSocial: forma === 'Autónomo' ? `${contact.firstname} ${contact.lastname}` : `${business} ${forma}`,
      nombreRepresentante: contact.firstname,
      apellidosRepresentante: contact.lastname,
      dniRepresentante: dni(rng),
      cargoRepresentante: 'Administrador',
      socios: [],
    });
    // COMERCIAL (demo) has about a third of the affiliates, some through plataformaSalesAgent.
    const assigned =
      i % 3 === 0 ? comercialDemo : i % 3 === 1 ? rng.pick(agentUserIds) : rng.pick(platformAgents.slice(1));
    const randomAgent = i % 10 === 5 ? comercialDemo : rng.pick(agentUserIds);
    // Every demo user who may open 'Mis afiliados' (MICRO_ADMIN and the admin roles
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
    await tx.update(s.affiliates).set({ associatedInvestorId: inv }).where(sql`${s.affiliates.id} = ${a.id}`);
    await tx.update(s.investors).set({ affiliateId: a.id }).where(sql`${s.investors.id} = ${inv}`);
  }
  return affs;
}
