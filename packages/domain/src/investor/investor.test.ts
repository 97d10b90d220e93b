import { describe, expect, it } from 'vitest';
import { INVESTOR_STATUS_CODES, investorStatusLook, isInvestorStatus } from './catalogues';
import { walletBalanceBand } from './lists';
import { investorName } from './name';

describe('investorName (loans §3)', () => {
  it.each([
    [
      { legalPerson: true, companyName: ' Inversiones Ruiz SL ', firstname: 'Ana', lastname: 'Ruiz' },
      'Inversiones Ruiz SL',
    ],
    [
      { legalPerson: false, companyName: 'Inversiones Ruiz SL', firstname: 'Ana', lastname: 'Ruiz' },
      'Ana Ruiz',
    ],
    [{ legalPerson: true, companyName: '  ', firstname: 'Ana', lastname: 'Ruiz Gil' }, 'Ana Ruiz Gil'],
    [{ legalPerson: true, companyName: null, firstname: 'Ana', lastname: null }, 'Ana'],
    [{ firstname: ' Luis ', lastname: ' Pérez ' }, 'Luis Pérez'],
    [{}, ''],
  ])('%o → %s', (parts, name) => {
    expect(investorName(parts)).toBe(name);
  });
});

describe('investor statuses', () => {
  it('every code has a Spanish label and a tone', () => {
    for (const c of INVESTOR_STATUS_CODES) {
      expect(isInvestorStatus(c)).toBe(true);
      expect(investorStatusLook(c).label).not.toBe(c);
    }
    expect(investorStatusLook('act')).toEqual({ label: 'Activo', tone: 'success' });
    expect(investorStatusLook('BLO').tone).toBe('danger');
  });

  it('an unknown code shows itself, neutral', () => {
    expect(isInvestorStatus('XYZ')).toBe(false);
    expect(investorStatusLook('xyz')).toEqual({ label: 'XYZ', tone: 'neutral' });
    expect(investorStatusLook(undefined)).toEqual({ label: '', tone: 'neutral' });
  });
});

describe('walletBalanceBand', () => {
  it.each([
    [0, 'none'],
    [-5, 'none'],
    [0.01, 'upTo1k'],
    [1000, 'upTo1k'],
    [1000.01, 'upTo5k'],
    [5000, 'upTo5k'],
    [10_000, 'upTo10k'],
    [10_000.01, 'over10k'],
  ])('%d → %s (upper bounds inclusive)', (balance, band) => {
    expect(walletBalanceBand(balance)).toBe(band);
  });
});
