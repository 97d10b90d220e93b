import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  insuranceOptionsFor,
  isPTinIDisabled,
  mixedMonths2,
  mixedPreset,
  planErrors,
  planFieldApplies,
} from '../affiliate/plan';
import { lenderChecks } from '../loan/lender';
import { messages } from './messages';
import {
  autoDepartment,
  cancellationCreditIdError,
  changedFields,
  commentErrors,
  creditIdFormatError,
  DNI_LETTERS,
  dniError,
  dniLetter,
  emailLooksValid,
  HOUR_OPTIONS,
  idOf,
  isValidDni,
  isWorkedDayLocked,
  nonEmptyFields,
  passwordError,
  rangeError,
  rangeErrors,
  searchEnabled,
  totalHours,
  type WorkedDayEntry,
  withAutomaticReasons,
  workedDaysErrors,
  workedDaysToSend,
} from './validation';

describe('isValidDni', () => {
  it.each([
    ['12345678Z', true],
    ['12345678z', true],
    [' 12345678-Z ', true],
    ['12345678A', false],
    ['00000000T', true],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['x1234567l', true],
    ['X1234567A', false],
    ['W1234567L', false],
    ['1234567Z', false],
    ['123456789Z', false],
    ['X12345678L', false],
    ['', false],
    [null, false],
    [12345678, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidDni(value)).toBe(expected);
  });

  it('gives the spec message', () => {
    expect(dniError('12345678A')).toBe('El DNI es inválido');
    expect(dniError('12345678Z')).toBeNull();
  });

  it('accepts exactly the letter of the table for every DNI number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(...DNI_LETTERS.split('')),
        (n, letter) => {
          const num = String(n).padStart(8, '0');
          expect(isValidDni(`${num}${letter}`)).toBe(letter === DNI_LETTERS[n % 23]);
        },
      ),
    );
  });

  it('reads X, Y and Z as 0, 1 and 2 in a NIE', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom('X', 'Y', 'Z'), (n, prefix) => {
        const digits = String(n).padStart(7, '0');
        const letter = dniLetter(Number(`${'XYZ'.indexOf(prefix)}${digits}`));
        expect(isValidDni(`${prefix}${digits}${letter}`)).toBe(true);
        expect(isValidDni(`${prefix}${digits}${letter === 'T' ? 'R' : 'T'}`)).toBe(false);
      }),
    );
  });
});

describe('emailLooksValid', () => {
  it.each([
    ['ana@example.com', true],
    [' ana.perez+x@mail.example.es ', true],
    ['ana@example', false],
    ['ana@@example.com', false],
    ['ana example@x.com', false],
    ['ana@.com', false],
    ['ana..p@x.com', false],
    ['ana.@x.com', false],
    ['.ana@x.com', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(emailLooksValid(value)).toBe(expected);
  });
});

const validPlan = {
  meses: 12,
  minCantidad: 300,
  maxCantidad: 40000,
  maxCarencia: 0,
  pCaI: 1.5,
  pCaMin: 10,
  pTinI: 5,
  aCaI: 0,
  aCaMin: 0,
  pCaZ: 1,
  aCaZCobros: 0,
  aCaCobrosMin: 0,
  mixedMonths1: 0,
  mixedPerc1: 0,
  salesComission: 2,
  downpayment: 0,
  insurance: 'sin-seguro',
  financedBorrowerFee: false,
  noInterestFirstInstallment: false,
  mandatoryCancellationFee: true,
};

describe('planErrors', () => {
  it('passes a complete plan', () => {
    expect(planErrors(validPlan)).toEqual({});
    expect(planErrors({ ...validPlan, meses: ' 36 ', minCantidad: '1.000,50' })).toEqual({});
  });

  it.each([
    [{ meses: 2 }, { meses: 'Los meses deben ser entre 3 y 120' }],
    [{ meses: 121 }, { meses: 'Los meses deben ser entre 3 y 120' }],
    [{ meses: 3 }, {}],
    [{ meses: 120 }, {}],
    [{ minCantidad: 299.99 }, { minCantidad: 'La cantidad debe ser entre 300 y 40000' }],
    [{ maxCantidad: 40000.01 }, { maxCantidad: 'La cantidad debe ser entre 300 y 40000' }],
    [{ meses: '' }, { meses: 'Este campo es obligatorio' }],
    [{ meses: 'doce' }, { meses: 'Debe ser un número' }],
    [{ aCaZCobros: null }, { aCaZCobros: 'Este campo es obligatorio' }], // form-level rule wins
    [{ aCaCobrosMin: undefined }, { aCaCobrosMin: 'Este campo es obligatorio' }],
    [{ insurance: null }, { insurance: 'Este campo es obligatorio' }],
    [{ financedBorrowerFee: undefined }, { financedBorrowerFee: 'Este campo es obligatorio' }],
    [{ pTinI: null }, { pTinI: 'Este campo es obligatorio' }],
    [{ pTinI: null, mixedMonths1: 12, mixedPerc1: 30 }, {}], // pTinI disabled
    [{ descripcion: '' }, {}],
  ])('%j → %j', (change, expected) => {
    expect(planErrors({ ...validPlan, ...change })).toEqual(expected);
  });

  it('skips the non-CONF fields for CONF affiliates', () => {
    const plan = { ...validPlan, pCaZ: null, aCaZCobros: null, aCaCobrosMin: null };
    expect(planErrors(plan, { origin: ' conf ' })).toEqual({});
    expect(Object.keys(planErrors(plan, { origin: 'WEB' }))).toEqual(['pCaZ', 'aCaZCobros', 'aCaCobrosMin']);
    expect(planFieldApplies('pCaZ', { origin: 'CONF' })).toBe(false);
    expect(planFieldApplies('pCaZ')).toBe(true);
  });

  it('reports every required field of an empty form', () => {
    expect(Object.keys(planErrors(null))).toHaveLength(20);
  });
});

describe('mixedPreset', () => {
  it.each([
    [5, 24, { mixedPerc1: 52, pTinI: 32.75 }],
    [6, 24, { mixedPerc1: 40, pTinI: 23.56 }],
    [10, 24, { mixedPerc1: 54, pTinI: 36.32 }],
    [12, 36, { mixedPerc1: 40, pTinI: 29.3 }],
    [12, 24, { mixedPerc1: 30, pTinI: 17.12 }],
    ['12', '36', { mixedPerc1: 40, pTinI: 29.3 }],
    [20, 40, { mixedPerc1: 56, pTinI: 28.99 }],
    [20, 60, { mixedPerc1: 40, pTinI: 17.82 }],
    [20, 48, { mixedPerc1: 30, pTinI: 16.74 }],
    [20, null, { mixedPerc1: 30, pTinI: 16.74 }],
    [7, 24, null],
    [0, 24, null],
    [null, 24, null],
  ])('(%j, %j) → %j', (m1, meses, expected) => {
    expect(mixedPreset(m1, meses)).toEqual(expected);
  });
});

describe('mixedMonths2 and pTinI', () => {
  it.each([
    [36, 12, 24],
    ['24', '5', 19],
    [12, 12, null],
    [12, 0, null],
    [0, 5, null],
    [null, 5, null],
  ])('(%j, %j) → %j', (meses, m1, expected) => {
    expect(mixedMonths2(meses, m1)).toBe(expected);
  });

  it('disables pTinI only with a first tranche', () => {
    expect(isPTinIDisabled(5)).toBe(true);
    expect(isPTinIDisabled(0)).toBe(false);
    expect(isPTinIDisabled(null)).toBe(false);
  });
});

describe('insuranceOptionsFor', () => {
  const options = [
    { ruta: '/a', option: 'Coche 12-48', vertical: 'Vehículos', minMonth: 12, maxMonth: 48 },
    { ruta: '/b', option: 'POS 3-24', vertical: 'POS', minMonth: 3, maxMonth: 24 },
    { ruta: '/c', option: 'POS 24-120', vertical: 'POS', minMonth: '24', maxMonth: '120' },
  ];
  it.each([
    [24, 'Vehículos', ['/a']],
    [24, 'Salud', ['/b', '/c']],
    [3, 'Reformas', ['/b']],
    [12, 'Vehículos', ['/a']],
    [49, 'Vehículos', []],
    ['', 'Salud', []],
    [null, 'Salud', []],
  ])('%j months, %s → %j', (meses, reason, routes) => {
    expect(insuranceOptionsFor(options, meses, reason).map((o) => o.ruta)).toEqual(routes);
  });

  it('never throws on junk', () => {
    expect(insuranceOptionsFor(null, 12, 'Salud')).toEqual([]);
    expect(insuranceOptionsFor([null] as never, 12, 'Salud')).toEqual([]);
  });
});

const day = (date: string, patch: Partial<WorkedDayEntry> = {}): WorkedDayEntry => ({
  date,
  hours: null,
  reason: null,
  fullDay: false,
  saved: false,
  ...patch,
});

describe('working hours', () => {
  it('sets the automatic reasons', () => {
    expect(
      withAutomaticReasons([
        day('2024-03-04', { fullDay: true }),
        day('2024-03-05', { hours: 4 }),
        day('2024-03-06', { hours: 8 }),
        day('2024-03-07', { hours: 4, reason: 'SALUD' }),
        day('2024-03-08', { hours: 6, saved: true }),
      ]).map((e) => [e.hours, e.reason]),
    ).toEqual([
      [8, 'HORARIO_CUMPLIDO'],
      [4, 'SIN_MOTIVO'],
      [8, 'HORARIO_CUMPLIDO'],
      [4, 'SALUD'],
      [6, null],
    ]);
  });

  it.each([
    [[day('2024-03-04', { fullDay: true })], null, {}],
    [[day('2024-03-04', { hours: 4, reason: 'SALUD' })], null, {}],
    [[day('2024-03-04', { hours: 0, reason: 'VACACIONES' })], null, {}],
    [
      [day('2024-03-04', { hours: 4 })],
      'La información a imputar es incorrecta.',
      { '2024-03-04': 'Debe indicar un motivo si imputa menos de 8 horas.' },
    ],
    [
      [day('2024-03-04', { hours: 4, reason: 'SIN_MOTIVO' })],
      'La información a imputar es incorrecta.',
      { '2024-03-04': 'Debe indicar un motivo si imputa menos de 8 horas.' },
    ],
    [
      [day('2024-03-04', { hours: 9, reason: 'OTROS' })],
      'La información a imputar es incorrecta.',
      { '2024-03-04': 'La información a imputar es incorrecta.' },
    ],
    [[day('2024-03-04')], 'No hay nueva información que imputar.', {}],
    [[day('2024-03-04', { fullDay: true, saved: true })], 'No hay nueva información que imputar.', {}],
    [[], 'No hay nueva información que imputar.', {}],
  ])('%j → %j', (entries, message, byDate) => {
    expect(workedDaysErrors(entries)).toEqual({ message, byDate });
  });

  it('sends only new entries whose reason is not SIN_MOTIVO', () => {
    expect(
      workedDaysToSend([
        day('2024-03-04', { fullDay: true }),
        day('2024-03-05'),
        day('2024-03-06', { hours: 0, reason: 'VACACIONES' }),
        day('2024-03-07', { hours: 8, reason: 'HORARIO_CUMPLIDO', saved: true }),
      ]),
    ).toEqual([
      { date: '2024-03-04', hours: 8, reason: 'HORARIO_CUMPLIDO' },
      { date: '2024-03-06', hours: 0, reason: 'VACACIONES' },
    ]);
    expect(workedDaysToSend(null)).toEqual([]);
  });

  it('totals the hours', () => {
    expect(totalHours([day('a', { fullDay: true }), day('b', { hours: 3 }), day('c')])).toBe(11);
    expect(totalHours(undefined)).toBe(0);
  });

  it.each([
    [day('2024-03-04'), '2024-03-05', false, false],
    [day('2024-03-06'), '2024-03-05', false, true],
    [day('2024-03-04', { saved: true }), '2024-03-05', false, true],
    [day('2024-03-04', { fullDay: true }), '2024-03-05', false, true],
    [day('2024-03-04'), '2024-03-05', true, true],
  ])('%j on %s (loading %s) locked → %s', (entry, today, loading, expected) => {
    expect(isWorkedDayLocked(entry, today, loading)).toBe(expected);
  });

  it('offers hours 0 to 8 with 8 disabled', () => {
    expect(HOUR_OPTIONS.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(HOUR_OPTIONS.filter((o) => o.disabled).map((o) => o.value)).toEqual([8]);
  });
});

describe('comments', () => {
  it.each([
    [['ROLE_COMERCIAL'], 'Comercial'],
    [['ROLE_COMERCIAL_PLUS'], 'Comercial'],
    [['ROLE_RISK'], 'Riesgos'],
    [['ROLE_RECOBRO'], 'Recobros'],
    [['ROLE_MICRO_RECOBRO'], 'Recobros'],
    [['ROLE_BE'], 'Comercial'],
    ['ROLE_RISK', 'Riesgos'],
    [null, 'Comercial'],
  ])('%j → %s', (roles, department) => {
    expect(autoDepartment(roles)).toBe(department);
  });

  it.each([
    [{ mensaje: 'hola' }, ['ROLE_COMERCIAL'], {}],
    [{ mensaje: '  ' }, ['ROLE_COMERCIAL'], { mensaje: 'El comentario es obligatorio.' }],
    [{ mensaje: 'hola' }, ['ROLE_MICRO_ADMIN'], { departamento: 'El departamento es obligatorio.' }],
    [{ mensaje: 'hola', departamento: 'IT' }, ['ROLE_SUPER_ADMIN'], {}],
    [null, null, { mensaje: 'El comentario es obligatorio.' }],
  ])('%j by %j → %j', (values, roles, expected) => {
    expect(commentErrors(values, roles)).toEqual(expected);
  });
});

describe('lenderChecks', () => {
  it.each([
    [
      { cantidad: 19999, interes: 24.9, meses: 12, categoria: 'a', walletStatusCode: 6, funder: 'bankia' },
      { cantidad: true, interes: true, meses: true, categoria: true, kyc: true },
      true,
    ],
    [
      { cantidad: 20000, interes: 25, meses: 0, categoria: '', walletStatusCode: 5, funder: 'bankia' },
      { cantidad: false, interes: false, meses: false, categoria: false, kyc: false },
      false,
    ],
    [
      { cantidad: '15000', interes: '10,5', meses: '24', categoria: 'B', walletStatusCode: '16' },
      { cantidad: true, interes: true, meses: true, categoria: true, kyc: true },
      false, // no funder
    ],
    [
      { cantidad: null, interes: null, meses: null, categoria: null, walletStatusCode: null, funder: 'x' },
      { cantidad: false, interes: false, meses: false, categoria: false, kyc: false },
      false,
    ],
  ])('%j', (input, checks, canSubmit) => {
    expect(lenderChecks(input)).toEqual({ checks, canSubmit });
  });

  it('never throws on nothing', () => {
    expect(lenderChecks(null).canSubmit).toBe(false);
  });
});

describe('creditIdFormatError', () => {
  it.each([
    ['12', null],
    [' 12 ', null],
    [12, null],
    ['0', 'El CreditoId no es válido'],
    [0, 'El CreditoId no es válido'],
    ['1.000', 'El CreditoId no es válido'],
    ['1,5', 'El CreditoId no es válido'],
    ['1e3', 'El CreditoId no es válido'],
    ['-4', 'El CreditoId no es válido'],
    [1.5, 'El CreditoId no es válido'],
    ['', 'El CreditoId no es válido'],
    [null, 'El CreditoId no es válido'],
    ['99999999999999999999', 'El CreditoId no es válido'],
  ])('%j → %j', (input, expected) => {
    expect(creditIdFormatError(input)).toBe(expected);
  });
});

describe('cancellationCreditIdError', () => {
  it.each([
    [{ affiliate: 12, loanAffiliate: '/api/afiliados/12', status: 200, creditId: '55' }, null],
    [{ affiliate: '/api/afiliados/12', loanAffiliate: { '@id': '/api/afiliados/12' } }, null],
    [{ affiliate: 12, loanAffiliate: '/api/afiliados/13' }, 'El CreditoId no es válido'],
    [{ affiliate: 12, loanAffiliate: null }, 'El CreditoId no es válido'],
    [{ affiliate: 12, status: 404 }, 'El CreditoId no es válido'],
    [{ affiliate: 12, status: 500 }, 'Ha habido un error corroborando si el creditoId es correcto'],
    [{ affiliate: 12, loanAffiliate: 12, creditId: 'abc' }, 'El CreditoId no es válido'],
    [{ affiliate: 12, loanAffiliate: 12, creditId: -3 }, 'El CreditoId no es válido'],
    [{ affiliate: 12, loanAffiliate: 12, creditId: '1.000' }, 'El CreditoId no es válido'],
    [{ affiliate: null, loanAffiliate: null }, 'El CreditoId no es válido'],
  ])('%j → %j', (input, expected) => {
    expect(cancellationCreditIdError(input)).toBe(expected);
  });

  it.each([
    ['/api/afiliados/12', '12'],
    ['/api/afiliados/12/', '12'],
    [12, '12'],
    [{ id: 7 }, '7'],
    [Number.NaN, null],
    [undefined, null],
    ['', null],
  ])('idOf(%j) → %j', (value, expected) => {
    expect(idOf(value)).toBe(expected);
  });
});

describe('changedFields and nonEmptyFields', () => {
  it.each([
    [{ a: 'x', b: 1 }, { a: 'x', b: 2 }, { b: 2 }],
    [{ a: 'x' }, { a: ' x ' }, {}],
    [{ a: 'x' }, { a: '' }, { a: null }],
    [{ a: null }, { a: '   ' }, {}],
    [{ a: undefined }, { a: null }, {}],
    [{}, { a: 0 }, { a: 0 }],
    [{ a: false }, { a: false }, {}],
    [{ a: [1, 2] }, { a: [1, 2] }, {}],
    [{ a: { x: 1 } }, { a: { x: 2 } }, { a: { x: 2 } }],
    [null, { a: 'n' }, { a: 'n' }],
    [{ a: 1 }, null, {}],
  ])('%j → %j gives %j', (before, after, expected) => {
    expect(changedFields<Record<string, unknown>>(before, after)).toEqual(expected);
  });

  it('treats objects that cannot be compared as changed', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(changedFields({ a: loop }, { a: { ...loop } })).toHaveProperty('a');
  });

  it('sends only non-empty fields on creation', () => {
    expect(nonEmptyFields({ a: ' x ', b: '', c: null, d: undefined, e: 0, f: false })).toEqual({
      a: 'x',
      e: 0,
      f: false,
    });
    expect(nonEmptyFields(null)).toEqual({});
  });
});

describe('searchEnabled', () => {
  it.each([
    ['abc', true],
    ['  ab ', false],
    ['ab', false],
    [null, false],
  ])('%j → %s', (text, expected) => {
    expect(searchEnabled(text)).toBe(expected);
  });
});

describe('passwordError (issue 12: 12 characters or more)', () => {
  it.each([
    [undefined, 'La contraseña debe tener al menos 12 caracteres.'],
    ['', 'La contraseña debe tener al menos 12 caracteres.'],
    ['abcdefghijk', 'La contraseña debe tener al menos 12 caracteres.'],
    ['            ', 'La contraseña debe tener al menos 12 caracteres.'],
    // Eleven characters, twelve UTF-16 units: still too short.
    ['ñandú-😀-abc', 'La contraseña debe tener al menos 12 caracteres.'],
    ['abcdefghijkl', null],
    ['x'.repeat(200), null],
    ['x'.repeat(201), 'La contraseña es demasiado larga.'],
  ])('%j → %s', (value, expected) => {
    expect(passwordError(value)).toBe(expected);
  });
});

describe('messages.money.insufficientBalance', () => {
  it('names the available amount in euros', () => {
    expect(messages.money.insufficientBalance(49949.61)).toBe(
      'Saldo insuficiente: el saldo disponible del monedero es 49.949,61\u00a0€',
    );
    expect(messages.money.insufficientBalance(null)).toBe(
      'Saldo insuficiente: el saldo disponible del monedero es 0,00\u00a0€',
    );
  });
});

describe('rangeError', () => {
  it.each([
    ['2026-05-01', '2026-04-01', 'date', messages.validation.dateRangeInverted],
    ['2026-04-01', '2026-04-01', 'date', null],
    ['2026-04-01', '', 'date', null],
    ['5000', '1000', 'number', messages.validation.numberRangeInverted],
    ['250,5', '250.4', 'number', messages.validation.numberRangeInverted],
    ['100', '250,5', 'number', null],
    ['abc', '1', 'number', null],
  ] as const)('rangeError(%j, %j, %s) → %j', (from, to, kind, expected) => {
    expect(rangeError(from, to, kind)).toBe(expected);
  });

  it('keys each inverted range by its to field', () => {
    expect(
      rangeErrors({ a: '3', b: '1', c: '2026-01-01', d: '2026-02-01' }, [
        ['a', 'b', 'number'],
        ['c', 'd', 'date'],
      ]),
    ).toEqual({ b: messages.validation.numberRangeInverted });
  });
});
