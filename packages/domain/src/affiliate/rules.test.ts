import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { ACTIVATED_AFFILIATE_STATE } from './catalogues';
import {
  AFFILIATE_PRODUCTS,
  affiliateStateChangeRefusal,
  companyDataErrors,
  missingActivationFields,
  provisionFundQuarters,
} from './rules';

const complete = {
  company: {
    razonSocial: 'Talleres Norte SL',
    cif: 'B12345678',
    telefonoMovil: '600000000',
    nombreRepresentante: 'Ana',
    dniRepresentante: '12345678Z',
  },
  user: { email: 'ana@example.test', dni: '12345678Z' },
  account: { iban: 'ES9121000418450200051332' },
};

describe('missingActivationFields (§2 changeStatusValidation)', () => {
  it.each([
    ['nothing when every field is there', complete, []],
    [
      'empty, blank and null fields',
      {
        ...complete,
        company: { ...complete.company, cif: '', telefonoMovil: '  ' },
        user: { email: null, dni: 'x' },
      },
      ['cif', 'telefonoMovil', 'email'],
    ],
    ['a record not read yet lacks all its fields', { ...complete, account: undefined }, ['iban']],
    ['no administrator', { ...complete, user: null }, ['email', 'dni']],
    [
      'nothing at all, in the modal order',
      {},
      [
        'razonSocial',
        'cif',
        'telefonoMovil',
        'nombreRepresentante',
        'dniRepresentante',
        'email',
        'dni',
        'iban',
      ],
    ],
    ['a value that is not text counts as given', { ...complete, account: { iban: 0 } }, []],
  ] as const)('%s', (_, records, missing) => {
    expect(missingActivationFields(records)).toEqual(missing);
  });
});

describe('affiliateStateChangeRefusal (§4 activate anyway, §6 ADMIN_PLUS)', () => {
  it.each([
    [['ROLE_ADMIN_PLUS'], 'NCO', 'ACT', null],
    [['ROLE_SUPER_ADMIN'], 'PEN', 'ACT', null],
    [['ROLE_ADMIN'], 'NCO', 'ACT', 'forbidden'],
    [['ROLE_MICRO_ADMIN'], 'NCO', 'ACT', 'forbidden'],
    [[], 'NCO', 'ACT', 'forbidden'],
    [['ROLE_ADMIN_PLUS'], 'NCO', 'OFF', 'notAllowedState'],
    [['ROLE_SUPER_ADMIN'], 'ACT', 'NCO', 'notAllowedState'],
    [['ROLE_ADMIN'], 'NCO', 'OFF', 'notAllowedState'],
    [['ROLE_ADMIN'], 'NCO', 'NCO', null],
    [['ROLE_ADMIN_PLUS'], 'ACT', 'ACT', null],
    [['ROLE_ADMIN_PLUS'], 'NCO', 'act', 'notAllowedState'],
  ])('%j from %s to %s → %s', (roles, from, to, refusal) => {
    expect(affiliateStateChangeRefusal(roles, from, to)).toBe(refusal);
  });

  it('activates to the catalogue state', () => {
    expect(ACTIVATED_AFFILIATE_STATE).toBe('ACT');
  });
});

describe('companyDataErrors (§5)', () => {
  it.each([
    [{}, {}],
    [{ dniRepresentante: '12345678Z', emailPc: 'pc@example.test' }, {}],
    [{ dniRepresentante: '', emailPc: '  ' }, {}],
    [{ dniRepresentante: null, emailPc: null }, {}],
    [{ dniRepresentante: '12345678A' }, { dniRepresentante: messages.validation.dniInvalid }],
    [{ emailPc: 'not-an-email' }, { emailPc: messages.validation.emailInvalid }],
    [
      { dniRepresentante: 'X', emailPc: 'a@b', razonSocial: '' },
      { dniRepresentante: messages.validation.dniInvalid, emailPc: messages.validation.emailInvalid },
    ],
  ])('%j → %j', (values, errors) => {
    expect(companyDataErrors(values)).toEqual(errors);
  });

  it('lists the DNI first (the API answers with the first error)', () => {
    expect(Object.keys(companyDataErrors({ emailPc: 'x', dniRepresentante: 'y' }))).toEqual([
      'dniRepresentante',
      'emailPc',
    ]);
  });
});

describe('provisionFundQuarters (§3)', () => {
  const m = (id: number, date: string, amount: number) => ({ id, date, amount });

  it.each([
    ['no movements, no quarters', [], []],
    [
      'newest first, one quarter per calendar quarter, totals to the cent',
      [m(1, '2025-01-15', 0.1), m(2, '2024-12-31', 10), m(3, '2025-02-01', 0.2), m(4, '2024-10-01', -2.55)],
      [
        {
          key: '2025-T1',
          year: 2025,
          quarter: 1,
          total: 0.3,
          movements: [m(1, '2025-01-15', 0.1), m(3, '2025-02-01', 0.2)],
        },
        {
          key: '2024-T4',
          year: 2024,
          quarter: 4,
          total: 7.45,
          movements: [m(2, '2024-12-31', 10), m(4, '2024-10-01', -2.55)],
        },
      ],
    ],
    [
      'the quarter boundaries',
      [
        m(1, '2024-03-31', 1),
        m(2, '2024-04-01', 1),
        m(3, '2024-06-30', 1),
        m(4, '2024-07-01', 1),
        m(5, '2024-09-30', 1),
      ],
      [
        { key: '2024-T1', year: 2024, quarter: 1, total: 1, movements: [m(1, '2024-03-31', 1)] },
        {
          key: '2024-T2',
          year: 2024,
          quarter: 2,
          total: 2,
          movements: [m(2, '2024-04-01', 1), m(3, '2024-06-30', 1)],
        },
        {
          key: '2024-T3',
          year: 2024,
          quarter: 3,
          total: 2,
          movements: [m(4, '2024-07-01', 1), m(5, '2024-09-30', 1)],
        },
      ],
    ],
    ['a movement without a readable date is left out', [m(1, 'x', 5), m(2, '2024-02-30', 5)], []],
  ])('%s', (_, movements, quarters) => {
    expect(provisionFundQuarters(movements)).toEqual(quarters);
  });
});

describe('AFFILIATE_PRODUCTS', () => {
  it('labels the two products in Spanish', () => {
    expect(AFFILIATE_PRODUCTS).toEqual([
      { producto: 'financiacion', label: 'Financiación' },
      { producto: 'cobros', label: 'Cobros' },
    ]);
  });
});
