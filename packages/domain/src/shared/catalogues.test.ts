import { describe, expect, it } from 'vitest';
import {
  ACTIVE_AFFILIATE_STATES,
  AFFILIATE_STATE_LABELS,
  AFFILIATE_STATES,
  affiliatePhase,
  affiliateStateLabel,
  affiliateStateTone,
  DEFAULT_AFFILIATE_STATE,
  funderOptions,
  isActiveAffiliateState,
} from '../affiliate/catalogues';
import {
  INSTALLMENT_STATUSES,
  installmentStatusLabel,
  installmentStatusTone,
  isHiddenInstallment,
  isOverdueInstallment,
  LOAN_PHASES,
  loanPhase,
  loanStatusTone,
} from '../loan/catalogues';
import {
  bankStatusTone,
  DEPARTMENTS,
  documentStatus,
  isKycOk,
  normalizeCategory,
  normalizeWorkedDayReason,
  PURPOSES,
  SELECTABLE_WORKED_DAY_REASONS,
  transactionTag,
  transactionTagTone,
  verticalFor,
  WORKED_DAY_REASONS,
  walletStatusLabel,
} from './catalogues';

describe('affiliate estadoCd', () => {
  it('has 17 states with labels, NCO by default', () => {
    expect(AFFILIATE_STATES).toHaveLength(17);
    expect(Object.keys(AFFILIATE_STATE_LABELS).sort()).toEqual([...AFFILIATE_STATES].sort());
    expect(DEFAULT_AFFILIATE_STATE).toBe('NCO');
    expect(ACTIVE_AFFILIATE_STATES).toEqual(['ACT', 'INI', 'FUN', 'INT', 'OUT']);
  });

  it.each([
    ['NCO', 'contact', false, 'neutral'],
    ['OFF', 'contact', false, 'danger'],
    ['NEX', 'contact', false, 'danger'],
    ['RSK', 'registration', false, 'neutral'],
    ['ACT', 'registration', true, 'success'],
    ['INI', 'financing', true, 'success'],
    ['FUN', 'financing', true, 'success'],
    ['INT', 'financing', true, 'success'],
    ['OUT', 'financing', true, 'danger'],
    [' act ', 'registration', true, 'success'],
    ['XYZ', null, false, 'neutral'],
    [null, null, false, 'neutral'],
  ])('%j: phase %s, active %s, tone %s', (state, phase, active, tone) => {
    expect(affiliatePhase(state)).toBe(phase);
    expect(isActiveAffiliateState(state)).toBe(active);
    expect(affiliateStateTone(state)).toBe(tone);
  });

  it('labels known states and echoes unknown ones', () => {
    expect(affiliateStateLabel('act')).toBe('Activo');
    expect(affiliateStateLabel('zzz')).toBe('ZZZ');
  });
});

describe('loan status codes', () => {
  it.each([
    ['CA0', 'FC'],
    ['REC', 'FC'],
    ['TAR', 'FS'],
    ['EST', 'FE'],
    ['FIR', 'FF'],
    ['ret', 'FA'],
    ['FAL', 'FD'],
    ['DE4', 'FD'],
    ['UNK', 'other'],
    ['???', 'other'],
    [undefined, 'other'],
  ])('%j → %s', (status, phase) => {
    expect(loanPhase(status)).toBe(phase);
  });

  it('has no status in two phases', () => {
    const all = Object.values(LOAN_PHASES).flatMap((p) => [...p.states]);
    expect(new Set(all).size).toBe(all.length);
    expect(loanStatusTone('FAL')).toBe('danger');
  });
});

describe('installment statuses', () => {
  it.each([
    ['RE', true, false],
    ['GT', true, false],
    ['DV', true, false],
    ['FR', true, false],
    ['an', false, true],
    ['CO', false, false],
    ['PD', false, false],
    [null, false, false],
  ])('%j: overdue %s, hidden %s', (status, overdue, hidden) => {
    expect(isOverdueInstallment(status)).toBe(overdue);
    expect(isHiddenInstallment(status)).toBe(hidden);
  });

  it('names all 16 statuses', () => {
    expect(Object.keys(INSTALLMENT_STATUSES)).toHaveLength(16);
    expect(installmentStatusLabel('cz')).toBe('Recuperada por la plataforma');
    expect(installmentStatusLabel('XX')).toBe('XX');
    expect(installmentStatusTone('RE')).toBe('danger');
    expect(installmentStatusTone('XX')).toBe('neutral');
  });
});

describe('documentStatus', () => {
  it.each([
    [null, 'notSent'],
    [undefined, 'notSent'],
    ['', 'notSent'],
    [0, 'waiting'],
    [-1, 'pending'],
    [1, 'pending'],
    ['2', 'accepted'],
    [3, 'rejected'],
    [4, 'illegible'],
    [5, 'expired'],
    [6, 'wrongType'],
    [7, 'wrongName'],
    [' 8 ', 'duplicate'],
    [9, 'unknown'],
    [2.5, 'unknown'],
    ['x', 'unknown'],
  ])('%j → %s', (status, key) => {
    expect(documentStatus(status)).toBe(key);
  });
});

describe('wallet status', () => {
  it.each([
    [-1, 'Sin wallet', false],
    [5, 'KYC1', false],
    [6, 'KYC2', true],
    ['7', 'KYC3', true],
    [16, 'Wallet técnica', true],
    [99, '99', false],
    [null, '', false],
  ])('%j → %j, KYC ok %s', (status, label, kyc) => {
    expect(walletStatusLabel(status)).toBe(label);
    expect(isKycOk(status)).toBe(kyc);
  });
});

describe('bankStatusTone', () => {
  it.each([
    [0, 'success'],
    [2, 'success'],
    [-1, 'info'],
    ['1', 'info'],
    [null, 'danger'],
    [undefined, 'danger'],
    [3, 'danger'],
    [8, 'danger'],
    [9, 'neutral'],
    ['x', 'neutral'],
  ])('%j → %s', (status, tone) => {
    expect(bankStatusTone(status)).toBe(tone);
  });
});

describe('purposes, departments, reasons and categories', () => {
  it('lists the spec values', () => {
    expect(PURPOSES).toHaveLength(12);
    expect(DEPARTMENTS).toEqual(['Riesgos', 'Operaciones', 'Recobros', 'IT', 'At. Cliente', 'Comercial']);
    expect(Object.keys(WORKED_DAY_REASONS)).toHaveLength(11);
    expect(SELECTABLE_WORKED_DAY_REASONS).not.toContain('SIN_MOTIVO');
  });

  it.each([
    ['Vehículos', 'Vehículos'],
    [' vehiculos ', 'Vehículos'],
    ['Salud', 'POS'],
    [null, 'POS'],
  ])('vertical of %j → %s', (reason, vertical) => {
    expect(verticalFor(reason)).toBe(vertical);
  });

  it.each([
    ['salud', 'SALUD'],
    ['problema transporte', 'PROBLEMA_TRANSPORTE'],
    ['SIN_MOTIVO', 'SIN_MOTIVO'],
    ['x', null],
    [3, null],
  ])('reason %j → %s', (value, reason) => {
    expect(normalizeWorkedDayReason(value)).toBe(reason);
  });

  it.each([
    ['A', 'a'],
    [' f ', 'f'],
    ['', null],
    ['g', null],
    [null, null],
  ])('category %j → %s', (value, category) => {
    expect(normalizeCategory(value)).toBe(category);
  });
});

describe('transaction tags', () => {
  it.each([
    ['payroll', 'payroll', 'success'],
    ['Nómina', 'payroll', 'success'],
    [' NOMINA ', 'payroll', 'success'],
    ['gambling', 'gambling', 'danger'],
    ['Telecomunicaciones', 'telecoms', 'info'],
    ['whatever', 'others', 'neutral'],
    [null, 'others', 'neutral'],
  ])('%j → %s (%s)', (tag, key, tone) => {
    expect(transactionTag(tag)).toBe(key);
    expect(transactionTagTone(tag)).toBe(tone);
  });
});

describe('funderOptions', () => {
  const base = { productKey: 'acme', productName: 'Acme' };
  it.each([
    [{ acme: true, bankia: true, santander: true }, false, ['Acme', 'Bankia', 'Santander']],
    [{ acme: true }, true, ['Cobros']],
    [{ acme: '1', santander: 1 }, 'true', ['Cobros', 'Santander']],
    [{ acme: false, bankia: false }, false, []],
    [null, false, []],
  ])('%j (own investment %j) → %j', (affiliate, allowOwnInvestment, labels) => {
    expect(funderOptions({ ...base, affiliate, allowOwnInvestment }).map((o) => o.label)).toEqual(labels);
  });

  it('uses the product key as the value', () => {
    expect(funderOptions({ ...base, affiliate: { acme: true } })).toEqual([{ value: 'acme', label: 'Acme' }]);
  });
});
