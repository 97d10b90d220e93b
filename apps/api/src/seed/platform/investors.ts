import * as s from '../../db/schema';
import { bulk, daysAgo, isoDate, NO_LOGIN, person } from '../common';
import { type InvestorProfile, investorProfiles } from '../investors';
import { CITIES, cif, dni, iban, LAST_NAMES, phone, STREET_TYPES, STREETS, slug } from '../random';
import type { SeedContext } from './context';

/** Investors (some are the associated investor of an affiliate); their ids. */
export async function seedInvestors({ tx, rng, cfg, seed }: SeedContext): Promise<number[]> {
  // Investors (some are the associated investor of an affiliate).
  const invPeople = Array.from({ length: cfg.investors }, () => person(rng));
  // Status, person kind, company, NIE, balance and age come from seed/investors.ts, on
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
      // The status, company name and tax id once drawn here, drawn still (and dropped), so the later rows stay the same.
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
  return investorIds;
}
