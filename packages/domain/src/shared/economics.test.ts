import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affiliateOpeningFee,
  annualIrr,
  borrowerInterest,
  collectionsOpeningFee,
  DAYS_PER_MONTH,
  investorOpeningFee,
  mixedInstalment,
  monthlyPayment,
  openingFee,
  PROFITABILITY_REFERENCE_DATE,
  planProfitability,
  platformOpeningFee,
  ZERO_PROFITABILITY,
} from './economics';

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
