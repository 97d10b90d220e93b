import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEur, formatEurPlan } from './format';

const EUR = '\u00A0€';

describe('formatEur', () => {
  it.each([
    [0, `0,00${EUR}`],
    [1, `1,00${EUR}`],
    [12.5, `12,50${EUR}`],
    [999.999, `1000,00${EUR}`],
    [1234.56, `1234,56${EUR}`],
    [12345.678, `12.345,68${EUR}`],
    [-1234.5, `-1234,50${EUR}`],
    [1234567.891, `1.234.567,89${EUR}`],
    [1.005, `1,01${EUR}`],
    [-0.001, `0,00${EUR}`],
    ['  12345,5 ', `12.345,50${EUR}`],
    ['1.234,5', `1234,50${EUR}`],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatEur(value)).toBe(expected);
  });

  it('prints what Intl es-ES prints for every amount', () => {
    const intl = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = cents / 100;
        expect(formatEur(value)).toBe(intl.format(value).replace('-0,00', '0,00'));
      }),
    );
  });
});

describe('formatEurPlan', () => {
  it.each([
    [1234.56, `1.234,56${EUR}`],
    [300, `300,00${EUR}`],
    [40000, `40.000,00${EUR}`],
    [-1234.5, `-1.234,50${EUR}`],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatEurPlan(value)).toBe(expected);
  });
});
