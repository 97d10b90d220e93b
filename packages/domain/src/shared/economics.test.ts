import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceAmortizationRefusal,
  installmentSchedule,
  partialCancellationRefusal,
} from '../loan/actionRules';
import { INSTALLMENT_STATUSES } from '../loan/catalogues';
import {
  affiliateOpeningFee,
  annualIrr,
  borrowerInterest,
  collectionsOpeningFee,
  DAYS_PER_MONTH,
  debtCertificateAmount,
  INSTALLMENT_AMOUNT_PARTS,
  installmentAmount,
  investorOpeningFee,
  loanComputedValues,
  mixedInstalment,
  monthlyPayment,
  openingFee,
  outstandingPrincipal,
  overdueAmount,
  PROFITABILITY_REFERENCE_DATE,
  planProfitability,
  platformOpeningFee,
  ZERO_PROFITABILITY,
} from './economics';
import { messages } from './messages';

describe('opening fees', () => {
  it.each([
    [1000, 2, 30, 30],
    [3000, 2, 30, 60],
    ['3000', '2,5', '10', 75],
    [1000, null, 15, 15],
    [1000, 3, null, 30],
    [0, 3, 30, 0],
    [null, 3, 30, 0],
    [-5, 3, 30, 0],
  ])('openingFee(%j, %j %%, min %j) → %j', (amount, pct, min, expected) => {
    expect(openingFee(amount, pct, min)).toBe(expected);
  });

  const plan = { pCaI: 2, pCaMin: 30, aCaI: 1, aCaMin: 50, aCaZCobros: 3, aCaCobrosMin: 20, pCaZ: 0.5 };
  it('reads each side from its plan fields', () => {
    expect(investorOpeningFee(2000, plan)).toBe(40);
    expect(affiliateOpeningFee(2000, plan)).toBe(50);
    expect(collectionsOpeningFee(2000, plan)).toBe(60);
    expect(platformOpeningFee(2000, plan)).toBe(10);
    expect(investorOpeningFee(2000, null)).toBe(0);
  });
});

describe('borrowerInterest', () => {
  it.each([
    [5, 3, 8],
    ['5,5', '1.25', 6.75],
    [null, 3, 3],
    [0.1, 0.2, 0.3],
  ])('%j + %j → %j', (i, z, expected) => {
    expect(borrowerInterest(i, z)).toBe(expected);
  });
});

describe('monthlyPayment', () => {
  it.each([
    [1200, 0, 12, 100],
    [10000, 12, 12, 888.4878867834226],
    [6000, 5, 36, 179.8253826279934],
    ['6000', '5', '36', 179.8253826279934],
    [1000, 10, 0, 0],
    [null, 10, 12, 0],
    [1000, 10, null, 0],
    [1000, -1200, 12, 0],
  ])('(%j, %j %%, %j months) → %j', (amount, rate, months, expected) => {
    expect(monthlyPayment(amount, rate, months)).toBeCloseTo(expected, 9);
  });

  it('repays the principal within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 40_000 }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.integer({ min: 3, max: 120 }),
        (amount, rate, months) => {
          const pay = monthlyPayment(amount, rate, months);
          let balance = amount;
          for (let k = 0; k < months; k++) balance = balance * (1 + rate / 1200) - pay;
          expect(Math.abs(balance)).toBeLessThan(0.01);
        },
      ),
    );
  });

  it('pays at least the straight division when interest is positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 40_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 3, max: 120 }),
        (a, r, n) => {
          expect(monthlyPayment(a, r, n)).toBeGreaterThan(a / n);
        },
      ),
    );
  });
});

describe('mixedInstalment', () => {
  it.each([
    [1000, 52, 5, 104],
    ['2000', '30', '12', 50],
    [1000, 52, 0, 0],
    [null, 52, 5, 0],
  ])('(%j, %j %%, %j) → %j', (amount, perc, months, expected) => {
    expect(mixedInstalment(amount, perc, months)).toBeCloseTo(expected, 9);
  });
});

describe('annualIrr', () => {
  it('finds the rate of a one-year loan', () => {
    expect(
      annualIrr([
        { days: 0, amount: -1000 },
        { days: 365, amount: 1100 },
      ]),
    ).toBeCloseTo(0.1, 10);
  });

  it('finds negative and very high rates', () => {
    expect(
      annualIrr([
        { days: 0, amount: -1000 },
        { days: 365, amount: 500 },
      ]),
    ).toBeCloseTo(-0.5, 8);
    expect(
      annualIrr([
        { days: 0, amount: -100 },
        { days: 365, amount: 5000 },
      ]),
    ).toBeCloseTo(49, 6);
  });

  it.each([
    [[]],
    [null],
    [[{ days: 0, amount: -100 }]],
    [
      [
        { days: 0, amount: 100 },
        { days: 30, amount: 100 },
      ],
    ],
    [
      [
        { days: 0, amount: -1 },
        { days: 365, amount: 1e9 },
      ],
    ], // beyond the bracket
  ])('gives null when there is no rate: %j', (flows) => {
    expect(annualIrr(flows)).toBeNull();
  });

  it('zeroes the present value whenever it answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 40_000 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.integer({ min: 3, max: 120 }),
        (amount, rate, months) => {
          const pay = monthlyPayment(amount, rate, months);
          const flows = [
            { days: 0, amount: -amount },
            ...Array.from({ length: months }, (_, k) => ({ days: (k + 1) * DAYS_PER_MONTH, amount: pay })),
          ];
          const irr = annualIrr(flows);
          expect(irr).not.toBeNull();
          const npv = flows.reduce((s, f) => s + f.amount * (1 + (irr ?? 0)) ** (-f.days / 365), 0);
          expect(Math.abs(npv)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('planProfitability', () => {
  const plan = {
    meses: 12,
    minCantidad: 1000,
    maxCantidad: 10000,
    pCaI: 0,
    pCaMin: 0,
    pCaZ: 0,
    pTinI: 10,
    pTinZ: 2,
    aCaI: 0,
    aCaMin: 0,
    mixedMonths1: 0,
    mixedPerc1: 0,
    downpayment: 0,
    financedBorrowerFee: false,
  };

  it('has a fixed reference date', () => {
    expect(PROFITABILITY_REFERENCE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the effective rates of a fee-free plan on 30.42-day months', () => {
    const r = planProfitability(plan);
    // (1 + 10/1200)^(365/30.42) − 1 and the same at 12 %.
    expect(r.rentMin).toBeCloseTo(((1 + 10 / 1200) ** (365 / 30.42) - 1) * 100, 1);
    expect(r.aprMin).toBeCloseTo(((1 + 12 / 1200) ** (365 / 30.42) - 1) * 100, 1);
    expect(r.rentMax).toBe(r.rentMin);
    expect(r.aprMax).toBe(r.aprMin);
  });

  it('makes a minimum fee weigh more on the small amount', () => {
    const r = planProfitability({ ...plan, pCaI: 1, pCaMin: 50 });
    expect(r.aprMin).toBeGreaterThan(r.aprMax);
    expect(r.rentMin).toBeGreaterThan(r.rentMax);
  });

  it('handles financed fees, down payments and mixed plans', () => {
    const financed = planProfitability({ ...plan, pCaI: 2, financedBorrowerFee: true, downpayment: '10' });
    expect(financed.aprMin).toBeGreaterThan(12);
    const mixed = planProfitability({ ...plan, meses: 24, mixedMonths1: 12, mixedPerc1: 30, pTinI: 17.12 });
    expect(mixed.rentMin).toBeGreaterThan(0);
    expect(mixed.aprMin).toBeGreaterThan(mixed.rentMin);
  });

  it.each([
    [null],
    [{}],
    [{ meses: 12 }],
    [{ minCantidad: 1000, maxCantidad: 2000 }],
    [{ meses: 'x', minCantidad: 1000, maxCantidad: 2000 }],
    [{ meses: 12.5, minCantidad: 1000, maxCantidad: 2000 }],
    [{ meses: 12, minCantidad: 1000, maxCantidad: 2000, pCaI: 200 }], // fee above the amount
  ])('gives zeros on failure: %j', (p) => {
    expect(planProfitability(p)).toEqual(ZERO_PROFITABILITY);
  });
});

// ---------------------------------------------------------------------------------------------
// The installment and loan money figures, checked against their parts: each expected value is
// rebuilt here from the spec's definitions (the status lists of loans §4 spelled out, the sums
// taken in whole cents), never with the function under test.

/** loans §4: "Overdue (counted as delayed): RE, GT, DV, FR." */
const OVERDUE = ['RE', 'GT', 'DV', 'FR'];
/** Collected, advanced, cancelled, refinanced, recovered (agency, courts, platform): owe nothing. */
const SETTLED = ['CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ'];
const STATUSES = Object.keys(INSTALLMENT_STATUSES);

const euroCents = fc.integer({ min: 0, max: 5_000_000 });
/** An installment with every money part and a balance, each in euros with two decimals. */
const installment = fc.record({
  estadoCd: fc.constantFrom(...STATUSES),
  saldo: euroCents,
  principal: euroCents,
  interest: euroCents,
  openingFee: euroCents,
  defaultInterest: euroCents,
  defaultCommission: euroCents,
  bankExpenses: euroCents,
});
type Cents = typeof installment extends fc.Arbitrary<infer T> ? T : never;
const inEuros = (c: Cents) => ({
  estadoCd: c.estadoCd,
  saldo: c.saldo / 100,
  principal: c.principal / 100,
  interest: c.interest / 100,
  openingFee: c.openingFee / 100,
  defaultInterest: c.defaultInterest / 100,
  defaultCommission: c.defaultCommission / 100,
  bankExpenses: c.bankExpenses / 100,
});
/** What one installment charges, from its parts, in cents. */
const chargedCents = (c: Cents) =>
  c.principal + c.interest + c.openingFee + c.defaultInterest + c.defaultCommission + c.bankExpenses;
const sumCents = (rows: Cents[], keep: (s: string) => boolean) =>
  rows.filter((r) => keep(r.estadoCd)).reduce((s, r) => s + chargedCents(r), 0);

describe('installmentAmount', () => {
  it('is the sum of the six parts the installment charges, never its balance', () => {
    expect(INSTALLMENT_AMOUNT_PARTS).toEqual([
      'principal',
      'interest',
      'openingFee',
      'defaultInterest',
      'defaultCommission',
      'bankExpenses',
    ]);
    fc.assert(
      fc.property(installment, euroCents, (c, otherBalance) => {
        const row = inEuros(c);
        expect(installmentAmount(row)).toBe(chargedCents(c) / 100);
        const rebalanced = { ...row, saldo: otherBalance / 100 };
        expect(installmentAmount(rebalanced)).toBe(installmentAmount(row));
      }),
    );
  });

  it('reads numeric strings as the database driver may give them', () => {
    expect(installmentAmount({ principal: '1048.07', interest: '214.12', defaultInterest: '21.41' })).toBe(
      1283.6,
    );
  });
});

describe("overdueAmount ('Saldo vencido')", () => {
  it('equals the sum of the overdue installments’ amounts (RE, GT, DV, FR)', () => {
    fc.assert(
      fc.property(fc.array(installment, { maxLength: 40 }), (rows) => {
        const expected = sumCents(rows, (s) => OVERDUE.includes(s)) / 100;
        expect(overdueAmount(rows.map(inEuros))).toBe(expected);
      }),
    );
  });

  it('adds up over any split of the installments, and by status', () => {
    fc.assert(
      fc.property(fc.array(installment, { maxLength: 30 }), fc.nat(30), (rows, at) => {
        const all = rows.map(inEuros);
        const whole = Math.round(overdueAmount(all) * 100);
        const parts =
          Math.round(overdueAmount(all.slice(0, at)) * 100) + Math.round(overdueAmount(all.slice(at)) * 100);
        expect(parts).toBe(whole);
        const byStatus = OVERDUE.map((s) =>
          Math.round(overdueAmount(all.filter((r) => r.estadoCd === s)) * 100),
        );
        expect(byStatus.reduce((a, b) => a + b, 0)).toBe(whole);
      }),
    );
  });

  it('does not move with the balances', () => {
    fc.assert(
      fc.property(fc.array(installment, { maxLength: 30 }), fc.array(euroCents), (rows, balances) => {
        const all = rows.map(inEuros);
        const rebalanced = all.map((r, i) => ({ ...r, saldo: (balances[i] ?? 0) / 100 }));
        expect(overdueAmount(rebalanced)).toBe(overdueAmount(all));
      }),
    );
  });
});

describe('debtCertificateAmount', () => {
  it('equals the sum of the owed installments’ amounts (every status but the settled ones)', () => {
    fc.assert(
      fc.property(fc.array(installment, { maxLength: 40 }), (rows) => {
        const expected = sumCents(rows, (s) => !SETTLED.includes(s)) / 100;
        expect(debtCertificateAmount(rows.map(inEuros))).toBe(expected);
      }),
    );
  });

  it('is never below the overdue amount: every overdue installment is owed', () => {
    fc.assert(
      fc.property(fc.array(installment, { maxLength: 40 }), (rows) => {
        const all = rows.map(inEuros);
        expect(debtCertificateAmount(all)).toBeGreaterThanOrEqual(overdueAmount(all));
      }),
    );
  });

  // A loan of the demo data (24 monthly installments, two of them overdue): the figures the
  // certificate and the dashboard showed as sums of balances, and what the installments charge.
  const loan29 = [
    ['AN', 24105.61, 1048.07, 285.49, 503.07, 0, 0, 0],
    ['CO', 23057.54, 1048.07, 273.6, 0, 0, 0, 0],
    ['CO', 22009.47, 1048.07, 261.7, 0, 0, 0, 0],
    ['CO', 20961.4, 1048.07, 249.81, 0, 0, 0, 0],
    ['CO', 19913.33, 1048.07, 237.91, 0, 0, 0, 0],
    ['AA', 18865.26, 1048.07, 226.02, 0, 0, 0, 0],
    ['RE', 17817.19, 1048.07, 214.12, 0, 21.41, 15, 0],
    ['DV', 16769.12, 1048.07, 202.23, 0, 20.22, 15, 3.5],
    ['ACT', 15721.05, 1048.07, 190.33, 0, 0, 0, 0],
    ['ACT', 14672.98, 1048.07, 178.43, 0, 0, 0, 0],
    ...[
      166.54, 154.64, 142.75, 130.85, 118.96, 107.06, 95.16, 83.27, 71.37, 59.48, 47.58, 35.69, 23.79, 11.9,
    ].map((interest, k) => [
      'PD',
      Math.round((13624.91 - k * 1048.07) * 100) / 100,
      1048.07,
      interest,
      0,
      0,
      0,
      0,
    ]),
  ].map(
    ([
      estadoCd,
      saldo,
      principal,
      interest,
      openingFee,
      defaultInterest,
      defaultCommission,
      bankExpenses,
    ]) => ({
      estadoCd,
      saldo,
      principal,
      interest,
      openingFee,
      defaultInterest,
      defaultCommission,
      bankExpenses,
    }),
  );

  it('certifies 20,974.54 € for the demo loan 29, not the 160,354.71 € of its balances', () => {
    const owed = loan29.filter((r) => !SETTLED.includes(String(r.estadoCd)));
    const balances = owed.reduce((s, r) => s + Math.round(Number(r.saldo) * 100), 0) / 100;
    expect(balances).toBe(160_354.71);
    expect(debtCertificateAmount(loan29)).toBe(20_974.54);
    expect(overdueAmount(loan29)).toBe(2587.62);
  });
});

describe('outstandingPrincipal and partial cancellations', () => {
  const principals = fc.array(fc.record({ estadoCd: fc.constantFrom(...STATUSES), principal: euroCents }), {
    maxLength: 30,
  });
  const owedCents = (rows: { estadoCd: string; principal: number }[]) =>
    rows.filter((r) => !SETTLED.includes(r.estadoCd)).reduce((s, r) => s + r.principal, 0);
  const euros = (rows: { estadoCd: string; principal: number }[]) =>
    rows.map((r) => ({ ...r, principal: r.principal / 100 }));

  it('is the owed installments’ principal less the partial cancellations, never below 0', () => {
    fc.assert(
      fc.property(principals, fc.array(euroCents, { maxLength: 5 }), (rows, paid) => {
        const expected = Math.max(0, owedCents(rows) - paid.reduce((s, p) => s + p, 0)) / 100;
        expect(
          outstandingPrincipal(
            euros(rows),
            paid.map((p) => p / 100),
          ),
        ).toBe(expected);
      }),
    );
  });

  it('accepted one after another, partial cancellations never repay more than the principal owed', () => {
    fc.assert(
      fc.property(
        principals,
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 12 }),
        (rows, asks) => {
          const accepted: number[] = [];
          for (const ask of asks) {
            const refusal = partialCancellationRefusal(
              ask / 100,
              outstandingPrincipal(euros(rows), accepted),
            );
            if (refusal === null) accepted.push(ask / 100);
            else
              expect(refusal).toBe(
                messages.loanActions.amountAbovePending(outstandingPrincipal(euros(rows), accepted)),
              );
          }
          const paid = accepted.reduce((s, a) => s + Math.round(a * 100), 0);
          expect(paid).toBeLessThanOrEqual(owedCents(rows));
        },
      ),
    );
  });

  it('takes the whole outstanding principal, and not a cent more', () => {
    expect(partialCancellationRefusal(1960.06, 1960.06)).toBeNull();
    expect(partialCancellationRefusal(1960.07, 1960.06)).toBe(
      messages.loanActions.amountAbovePending(1960.06),
    );
  });

  it('refuses to amortize nothing', () => {
    expect(advanceAmortizationRefusal(0)).toBe(messages.loanActions.nothingToAmortize);
    expect(advanceAmortizationRefusal(0.004)).toBe(messages.loanActions.nothingToAmortize);
    expect(advanceAmortizationRefusal(0.01)).toBeNull();
  });
});

describe('loanComputedValues (the loan header, loans §3)', () => {
  const plan = fc.record({
    pCaI: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    pCaMin: fc.integer({ min: 0, max: 100 }),
    pCaZ: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    aCaI: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    aCaMin: fc.integer({ min: 0, max: 100 }),
    aCaZCobros: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    aCaCobrosMin: fc.integer({ min: 0, max: 100 }),
  });
  const loan = fc.record({
    cantidad: fc.integer({ min: 30_000, max: 4_000_000 }).map((c) => c / 100),
    meses: fc.integer({ min: 3, max: 120 }),
    pTinI: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
    pTinZ: fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
    aCcZ: fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100),
    aCtZ: fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100),
  });

  it('splits each opening fee into its investor and platform parts, whose sum is the total', () => {
    fc.assert(
      fc.property(loan, plan, (l, p) => {
        const v = loanComputedValues(l, p);
        expect(v.borrowerOpeningFee.investor).toBe(investorOpeningFee(l.cantidad, p));
        expect(v.borrowerOpeningFee.platform).toBe(platformOpeningFee(l.cantidad, p));
        expect(v.affiliateOpeningFee).toMatchObject({
          investor: affiliateOpeningFee(l.cantidad, p),
          platform: l.aCcZ,
        });
        expect(v.cobrosOpeningFee).toMatchObject({
          investor: collectionsOpeningFee(l.cantidad, p),
          platform: l.aCtZ,
        });
        for (const fee of [v.borrowerOpeningFee, v.affiliateOpeningFee, v.cobrosOpeningFee])
          expect(Math.round(fee.total * 100)).toBe(
            Math.round(fee.investor * 100) + Math.round(fee.platform * 100),
          );
      }),
    );
  });

  it('charges the borrower the investor’s rate plus the platform’s, and a payment that repays the amount', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const v = loanComputedValues(l, null);
        expect(v.interest).toEqual({ investor: l.pTinI, platform: l.pTinZ, borrower: expect.any(Number) });
        expect(v.interest.borrower).toBeCloseTo(l.pTinI + l.pTinZ, 6);
        // A schedule at the borrower's rate repays the amount: its installments' principal adds up to it.
        const schedule = installmentSchedule({
          principal: l.cantidad,
          annualRatePct: v.interest.borrower,
          months: l.meses,
          firstNumber: 1,
          startDate: '2026-01-05',
        });
        const repaid = schedule.reduce((s, r) => s + Math.round(r.principal * 100), 0);
        expect(repaid).toBe(Math.round(l.cantidad * 100));
        expect(v.monthlyPayment).toBe(
          Math.round(monthlyPayment(l.cantidad, v.interest.borrower, l.meses) * 100) / 100,
        );
        // Never less than straight division, which it equals at 0 % (within the cent of rounding).
        expect(v.monthlyPayment * l.meses).toBeGreaterThanOrEqual(l.cantidad - l.meses * 0.005);
      }),
    );
  });

  it('uses the loan’s tin for the investor when the loan has no investor rate', () => {
    expect(loanComputedValues({ cantidad: 1200, meses: 12, tin: 0 }, null)).toMatchObject({
      interest: { investor: 0, platform: 0, borrower: 0 },
      monthlyPayment: 100,
    });
    expect(
      loanComputedValues({ cantidad: 1000, meses: 10, tin: 12, pTinI: null }, null).interest.investor,
    ).toBe(12);
  });
});
