import { describe, expect, it } from 'vitest';
import {
  affiliateStatus,
  documentStatusLook,
  installmentStatus,
  loanCodeStatus,
  loanPhaseStatus,
  transactionTagStatus,
} from './statuses';

describe('status looks: label and tone of a code, in one place', () => {
  it('an affiliate state has its Spanish label and tone', () => {
    expect(affiliateStatus('ACT')).toEqual({ tone: 'success', label: 'Activo' });
    expect(affiliateStatus('nope').label).toBe('NOPE');
  });

  it('a loan status reads as its phase, or as its code coloured by its phase', () => {
    const phase = loanPhaseStatus('PAG');
    expect(loanCodeStatus('PAG')).toEqual({ tone: phase.tone, label: 'PAG' });
    expect(loanCodeStatus(null).label).toBe('');
  });

  it('installments, documents and transaction tags read their catalogues', () => {
    expect(installmentStatus('PAG').label).toBeTypeOf('string');
    expect(documentStatusLook(1)).toHaveProperty('tone');
    expect(transactionTagStatus('x')).toHaveProperty('label');
  });
});
