import { describe, expect, it } from 'vitest';
import { investorFieldError, investorPreferencesErrors, investorUpdateErrors } from './rules';

describe('investor field rules (issue 15)', () => {
  it.each([
    ['iban', 'ES91 2100 0418 4502 0005 1332', null],
    ['iban', 'ES00 1234', 'El IBAN es inválido'],
    ['email', 'ana@example.com', null],
    ['email', 'ana@', 'El email no es válido'],
    ['dni', '12345678Z', null],
    ['dni', 'X1234567L', null],
    ['dni', '12345678A', 'El DNI es inválido'],
    ['dni', '', null],
    ['firstname', '  ', 'Este campo es obligatorio'],
    ['birthDate', '1980-02-30', 'La fecha no es válida'],
    ['birthDate', '1980-02-28', null],
    ['position', 'cualquiera', null],
  ])('%s = %o → %o', (field, value, error) => {
    expect(investorFieldError(field, value)).toBe(error);
  });

  it('an update names every refused field', () => {
    expect(investorUpdateErrors({ email: 'x', dni: '1', address: 'ok' })).toEqual({
      email: 'El email no es válido',
      dni: 'El DNI es inválido',
    });
  });

  it('preferences: a minimum above its maximum is refused; equal bounds pass', () => {
    expect(
      investorPreferencesErrors({ minMonths: 12, maxMonths: 12, minInterest: 3, maxInterest: 3 }),
    ).toEqual({});
    expect(
      Object.keys(
        investorPreferencesErrors({ minMonths: 13, maxMonths: 12, minInterest: 4, maxInterest: 3 }),
      ),
    ).toEqual(['minMonths', 'minInterest']);
  });
});
