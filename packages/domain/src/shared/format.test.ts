import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFilterValue,
  BUSINESS_TIME_ZONE,
  businessDay,
  displayToIso,
  financingName,
  formatCommentDate,
  formatDaysNegativeRatio,
  formatEur,
  formatEurPlan,
  formatExpiry,
  formatNumber,
  isImputableDay,
  isIsoDate,
  isoToDisplay,
  monthName,
  parseDisplayDate,
  parseEur,
  parseNumber,
  readTypedNumber,
  reportColumnTitle,
  roundCumulativeOverdue,
  weekdayName,
  weekOfYear,
  weekRange,
  weekStep,
  weeksInYear,
} from './format';

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

describe('parseEur', () => {
  it.each([
    [`1.234,56${EUR}`, 1234.56],
    ['1234,56 €', 1234.56],
    [' 12 ', 12],
    [12.5, 12.5],
    ['-3,5', -3.5],
    ['abc', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseEur(value)).toBe(expected);
  });

  it('round-trips both money formats to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = cents / 100;
        expect(parseEur(formatEur(value))).toBe(value === 0 ? 0 : value);
        expect(parseEur(formatEurPlan(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('dates', () => {
  it.each([
    ['2024-03-05', '5/03/2024'],
    ['2024-12-31T23:59:00+01:00', '31/12/2024'],
    ['2024-02-29', '29/02/2024'],
    ['2023-02-29', ''],
    ['2024-13-01', ''],
    ['5/03/2024', ''],
    [null, ''],
  ])('isoToDisplay(%j) → %j', (value, expected) => {
    expect(isoToDisplay(value)).toBe(expected);
  });

  it.each([
    ['2027-12', '12/2027'],
    ['2026-10-11', '10/2026'],
    ['2026-10-11T00:00:00Z', '10/2026'],
    ['2026-13', ''],
    ['12/2027', ''],
    [null, ''],
  ])('formatExpiry(%j) → %j', (value, expected) => {
    expect(formatExpiry(value)).toBe(expected);
  });

  it.each([
    ['5/03/2024', '2024-03-05'],
    [' 05/3/2024 ', '2024-03-05'],
    ['31/12/1999', '1999-12-31'],
    ['31/04/2024', null],
    ['2024-03-05', null],
    ['', null],
    [undefined, null],
  ])('displayToIso(%j) → %j', (value, expected) => {
    expect(displayToIso(value)).toBe(expected);
  });

  it('returns a typed error rather than throwing', () => {
    expect(parseDisplayDate('x')).toEqual({ ok: false, error: 'La fecha no es válida' });
    expect(parseDisplayDate('1/01/2024')).toEqual({ ok: true, value: '2024-01-01' });
  });

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(displayToIso(isoToDisplay(iso))).toBe(iso);
        },
      ),
    );
  });

  it.each([
    ['2024-03-03T15:05:00+01:00', {}, '3 mar 2024 15:05'],
    ['2026-11-23T20:52:00', {}, '23 nov 2026 20:52'],
    ['2024-03-03T15:05:00+01:00', { clock: 24 as const }, '3 mar 2024 15:05'],
    ['2024-03-03T15:05:00+01:00', { clock: 12 as const }, '3 mar 2024 03:05'],
    ['2024-12-25T00:30:00', {}, '25 dic 2024 00:30'],
    ['2024-12-25T00:30:00', { clock: 12 as const }, '25 dic 2024 12:30'],
    ['2024-09-01 12:00:00', {}, '1 sep 2024 12:00'],
    ['2024-01-10', {}, '10 ene 2024 00:00'],
    [new Date(Date.UTC(2024, 4, 6, 9, 7)), {}, '6 may 2024 09:07'],
    [new Date(Number.NaN), {}, ''],
    ['nope', {}, ''],
  ])('formatCommentDate(%j, %j) → %j', (value, options, expected) => {
    expect(formatCommentDate(value, options)).toBe(expected);
  });

  it('names months in Spanish', () => {
    expect(monthName('2024-03-05')).toBe('marzo');
    expect(monthName('x')).toBe('');
    expect(weekdayName('2026-11-16')).toBe('lunes');
    expect(weekdayName('2026-11-22')).toBe('domingo');
    expect(weekdayName('2024-02-29T10:00:00')).toBe('jueves');
    expect(weekdayName('2023-02-29')).toBe('');
  });
});

describe('the working-hours calendar (§2: current month up to today, weekdays)', () => {
  it('reads the day in Madrid, wherever the server runs', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Europe/Madrid');
    // 23:30 UTC on 30 November is already 1 December in Madrid (UTC+1 in winter).
    expect(businessDay(Date.parse('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(businessDay(Date.parse('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    // Summer time: UTC+2.
    expect(businessDay(Date.parse('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it.each([
    // The nights summer time starts (29 March 2026) and ends (25 October 2026) in Madrid.
    ['2026-03-28T22:59:00Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T00:59:00Z', '2026-03-29'],
    ['2026-03-29T01:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:00Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-10-24T21:59:00Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('businessDay(%s) → %s across the summer-time changes', (instant, day) => {
    expect(businessDay(Date.parse(instant))).toBe(day);
  });

  it("gives Madrid's calendar day for any instant, as Intl does", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(businessDay(ms)).toBe(intl.format(ms));
      }),
    );
  });

  it.each([
    // today 2026-12-03 (Thursday); 1 December is a Tuesday, so Monday 30 November is on screen.
    ['2026-12-03', '2026-12-03', true],
    ['2026-12-01', '2026-12-03', true],
    ['2026-11-30', '2026-12-03', true],
    ['2026-11-27', '2026-12-03', false], // the week before has no December day
    ['2026-12-04', '2026-12-03', false], // future
    ['2026-12-05', '2026-12-12', false], // Saturday
    ['2026-12-06', '2026-12-12', false], // Sunday
    ['2026-12-11', '2026-12-12', true],
    ['2026-11-16', '2026-11-20', true],
    ['2026-10-30', '2026-11-20', false], // week 44 (26–30 October) has no November weekday
    ['2026-11-02T10:00', '2026-11-02', true], // a time part is ignored
    ['2026-02-30', '2026-03-02', false],
    ['x', '2026-11-20', false],
    ['2026-11-16', null, false],
  ])('isImputableDay(%s, today %s) → %s', (date, today, ok) => {
    expect(isImputableDay(date, today)).toBe(ok);
  });

  it('steps between the weeks of the current month up to today, and no further', () => {
    const today = '2026-12-03';
    // Week 49 of 2026 is 30 November – 4 December.
    expect(weekStep({ week: 49, year: 2026 }, -1, today)).toBeNull();
    expect(weekStep({ week: 49, year: 2026 }, 1, today)).toBeNull();
    expect(weekStep({ week: 50, year: 2026 }, -1, '2026-12-10')).toEqual({ week: 49, year: 2026 });
    expect(weekStep({ week: 49, year: 2026 }, 1, '2026-12-10')).toEqual({ week: 50, year: 2026 });
    // Across the year boundary: week 1 of 2027 starts on 4 January; week 53 of 2026 holds 1 January.
    expect(weekStep({ week: 1, year: 2027 }, -1, '2027-01-08')).toEqual({ week: 53, year: 2026 });
    expect(weekStep({ week: 60, year: 2026 }, 1, today)).toBeNull();
  });
});

describe('weeks', () => {
  it.each([
    ['2024-01-01', 1, 2024],
    ['2024-12-29', 52, 2024],
    ['2024-12-30', 1, 2025], // year-boundary rule: the week's year
    ['2021-01-01', 53, 2020],
    ['2021-01-04', 1, 2021],
    ['2023-01-01', 52, 2022],
    ['2026-12-31', 53, 2026],
    ['2027-01-03', 53, 2026],
  ])('weekOfYear(%s) → %i/%i', (date, week, year) => {
    expect(weekOfYear(date)).toEqual({ week, year });
  });

  it('gives null on junk', () => {
    expect(weekOfYear('x')).toBeNull();
    expect(weekOfYear(new Date(Number.NaN))).toBeNull();
    expect(weekOfYear(new Date(Date.UTC(2024, 0, 1)))).toEqual({ week: 1, year: 2024 });
  });

  it.each([
    [1, 2025, '2024-12-30', '2025-01-05'],
    [10, 2024, '2024-03-04', '2024-03-10'],
    ['53', '2020', '2020-12-28', '2021-01-03'],
  ])('weekRange(%j, %j) → %s..%s', (week, year, start, end) => {
    const r = weekRange(week, year);
    expect(r?.start).toBe(start);
    expect(r?.end).toBe(end);
    expect(r?.weekdays).toHaveLength(5);
  });

  it.each([
    [0, 2024],
    [53, 2024],
    [1.5, 2024],
    [null, 2024],
    [1, 'x'],
    [1, 0],
  ])('weekRange(%j, %j) → null', (week, year) => {
    expect(weekRange(week, year)).toBeNull();
  });

  it('has 52 or 53 weeks a year', () => {
    expect(weeksInYear(2024)).toBe(52);
    expect(weeksInYear(2020)).toBe(53);
  });

  it('finds every date inside the range of its own week', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const w = weekOfYear(iso);
          const r = weekRange(w?.week, w?.year);
          expect(r).not.toBeNull();
          expect(iso >= (r?.start ?? '') && iso <= (r?.end ?? '')).toBe(true);
          expect(w?.week).toBeGreaterThanOrEqual(1);
          expect(w?.week).toBeLessThanOrEqual(53);
        },
      ),
    );
  });
});

describe('financingName', () => {
  it.each([
    [123, 'financiacion', 'F0000123'],
    ['45', 'Financiación', 'F0000045'],
    [7, 'bnpl', 'B0000007'],
    [7, 'BNPL ', 'B0000007'],
    [7, 'prestamo', 'C0000007'],
    [7, null, 'C0000007'],
    [12345678, 'bnpl', 'B12345678'],
    [-1, 'bnpl', ''],
    ['x', 'bnpl', ''],
    [1.5, 'bnpl', ''],
  ])('(%j, %j) → %j', (id, tipo, expected) => {
    expect(financingName(id, tipo)).toBe(expected);
  });
});

describe('reportColumnTitle', () => {
  it.each([
    ['camelCaseKey', 'Camel case key'],
    ['nombre', 'Nombre'],
    ['totalIBANCount', 'Total iban count'],
    ['importe_total', 'Importe total'],
    ['cuota1Pendiente', 'Cuota1 pendiente'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (key, expected) => {
    expect(reportColumnTitle(key)).toBe(expected);
  });
});

describe('figures', () => {
  it.each([
    [0.1234, '12,34\u00A0%'],
    ['0,5', '50,00\u00A0%'],
    [1.23456, '123,46\u00A0%'],
    [-0.01, '-1,00\u00A0%'],
    [null, ''],
  ])('formatDaysNegativeRatio(%j) → %j', (ratio, expected) => {
    expect(formatDaysNegativeRatio(ratio)).toBe(expected);
  });

  it.each([
    [1234.5, 2, '1234,50'],
    [12345.678, 1, '12.345,7'],
    [5, 0, '5'],
    ['x', 2, ''],
  ])('formatNumber(%j, %j) → %j', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([
    [
      [0.1, 0.2, 0.3],
      [0.1, 0.3, 0.6],
    ],
    [
      [10.005, '5,001', null],
      [10.01, 15.01, 15.01],
    ],
    [[], []],
    [null, []],
  ])('roundCumulativeOverdue(%j) → %j', (amounts, expected) => {
    expect(roundCumulativeOverdue(amounts)).toEqual(expected);
  });
});

describe('parseNumber and isIsoDate (what the API reads)', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 1.234,56 ', 1234.56],
    ['1.000,00', 1000],
    ['1234.56', 1234.56],
    ['12,5', 12.5],
    ['abc', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
  ] as const)('parseNumber(%j) → %j', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
  it.each([
    ['1.234,56', '1234.56'],
    ['1234.56', undefined],
    ['12.000', '12000'],
    ['1000,5', '1000.5'],
    ['0', '0'],
    ['12,3456', undefined],
    ['-5', undefined],
    ['1000000000', undefined],
    ['mucho', undefined],
    ['', undefined],
  ] as const)('amountFilterValue(%j) → %j', (input, expected) => {
    expect(amountFilterValue(input)).toBe(expected);
  });
  it.each([
    ['2026-11-16', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-45', false],
    ['2026-04-31', false],
    ['2026-11-16T10:00:00', false],
    ['16/11/2026', false],
    [20261116, false],
  ] as const)('isIsoDate(%j) → %j', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});

describe('readTypedNumber: numbers as staff type them (es-ES)', () => {
  it.each([
    ['12.000', 12000],
    ['12.000,50', 12000.5],
    ['12,5', 12.5],
    ['1.234.567,89', 1234567.89],
    ['1234,56', 1234.56],
    ['0,5', 0.5],
    [',5', 0.5],
    ['12,', 12],
    ['  12.000 €', 12000],
    ['-1.000', -1000],
    ['+3', 3],
    ['7', 7],
    ['', null],
    ['   ', null],
  ] as const)('%j → %j', (raw, value) => {
    expect(readTypedNumber(raw)).toEqual({ ok: true, value });
  });
  it.each([
    ['12.5', 'ambiguous'],
    ['12.50', 'ambiguous'],
    ['1234.56', 'ambiguous'],
    ['1,234.56', 'ambiguous'],
    ['12.0000', 'ambiguous'],
    ['0.75', 'ambiguous'],
    ['0.750', 'ambiguous'],
    ['1.23.456', 'ambiguous'],
    ['12,5,3', 'invalid'],
    ['doce', 'invalid'],
    ['1e3', 'invalid'],
    ['--1', 'invalid'],
  ] as const)('%j is refused (%s)', (raw, reason) => {
    expect(readTypedNumber(raw)).toEqual({ ok: false, reason });
  });
  it('reads back every amount the formatters print, grouped or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const n = cents / 100;
        for (const shown of [formatEur(n), formatEurPlan(n), formatNumber(n, 2)])
          expect(readTypedNumber(shown)).toEqual({ ok: true, value: n });
      }),
    );
  });
});
