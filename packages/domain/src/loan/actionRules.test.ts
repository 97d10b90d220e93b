import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, normalizeCategory } from '../shared/catalogues';
import { addMonths, categoryFromScore, installmentSchedule, pendingPrincipal } from './actionRules';

describe('installmentSchedule', () => {
  it('repays the principal to the cent, one installment a month', () => {
    const rows = installmentSchedule({
      principal: 1000,
      annualRatePct: 12,
      months: 3,
      firstNumber: 4,
      startDate: '2026-01-31',
    });
    expect(rows.map((r) => r.numero)).toEqual([4, 5, 6]);
    expect(rows.map((r) => r.fechaCobro)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(rows[0]?.interest).toBe(10);
    expect(rows.at(-1)?.saldo).toBe(0);
  });

  it('always adds up to the principal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 120 }),
        (cents, rateBp, months) => {
          const principal = cents / 100;
          const rows = installmentSchedule({
            principal,
            annualRatePct: rateBp / 100,
            months,
            firstNumber: 1,
            startDate: '2026-03-15',
          });
          const sum = rows.reduce((s, r) => s + Math.round(r.principal * 100), 0);
          expect(sum).toBe(cents);
          expect(rows).toHaveLength(months);
        },
      ),
    );
  });

  it('gives nothing for nothing to repay', () => {
    expect(
      installmentSchedule({
        principal: 0,
        annualRatePct: 5,
        months: 3,
        firstNumber: 1,
        startDate: '2026-01-01',
      }),
    ).toEqual([]);
    expect(
      installmentSchedule({
        principal: 10,
        annualRatePct: 5,
        months: 0,
        firstNumber: 1,
        startDate: '2026-01-01',
      }),
    ).toEqual([]);
  });
});

describe('the other rules', () => {
  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('owes the principal of every installment not settled', () => {
    expect(
      pendingPrincipal([
        { estadoCd: 'CO', principal: 100 },
        { estadoCd: 'PD', principal: 100.1 },
        { estadoCd: 'RE', principal: 50.2 },
        { estadoCd: 'AN', principal: 10 },
      ]),
    ).toBe(150.3);
  });

  it.each([
    [10, 'A'],
    [9.5, 'A'],
    [8, 'B'],
    [6.9, 'C'],
    [4, 'D'],
    [3, 'E'],
    [1, 'F'],
    [null, 'F'],
  ] as const)('score %s is category %s, stored as its code', (score, label) => {
    const category = categoryFromScore(score);
    expect(CATEGORY_LABELS[category]).toBe(label);
    expect(normalizeCategory(label)).toBe(category);
  });
});
