import { EMPTY_LOAN_FILTERS } from '@backoffice/ui/screens/loan';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { loadStateOf } from '../../resources';
import {
  emptyIfNone,
  installmentFiltersOf,
  installmentQueryOf,
  loanFiltersOf,
  loanParamsOf,
  loanQueryOf,
  orderOf,
  pageOf,
} from './urlState';

describe('the financing list in the URL', () => {
  it('round-trips every filter, the page and the order', () => {
    const filters = {
      ...EMPTY_LOAN_FILTERS,
      phase: 'FA' as const,
      estadoCd: 'EAM',
      tipo: 'bnpl' as const,
      afiliado: '12',
      salesAgent: '7',
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      amountMin: '1.000,50',
      amountMax: '5000',
      text: 'garc',
    };
    const params = loanParamsOf(filters, 3, { field: 'cantidad', direction: 'desc' });
    expect(params.toString()).toContain('fase=FA');
    expect(params.get('orden')).toBe('-cantidad');
    expect(loanFiltersOf(params)).toEqual(filters);
    expect(pageOf(params)).toBe(3);
    expect(orderOf(params, ['cantidad'])).toEqual({ field: 'cantidad', direction: 'desc' });
  });

  it('ignores what is not a valid filter, page or order', () => {
    const params = new URLSearchParams('fase=XX&tipo=coche&desde=ayer&afiliado=abc&pagina=-2&orden=password');
    expect(loanFiltersOf(params)).toEqual(EMPTY_LOAN_FILTERS);
    expect(pageOf(params)).toBe(1);
    expect(orderOf(params, ['cantidad'])).toBeNull();
  });

  it('asks the API with its filter names: inclusive ranges, text and order', () => {
    const q = loanQueryOf(
      {
        ...EMPTY_LOAN_FILTERS,
        phase: 'FD',
        createdFrom: '2026-01-01',
        amountMin: '1.000,5',
        amountMax: 'mucho',
        text: ' F0001 ',
      },
      2,
      { field: 'createdAt', direction: 'asc' },
    );
    expect(q).toEqual({
      page: '2',
      phase: 'FD',
      'createdAt[after]': '2026-01-01',
      'cantidad[gte]': '1000.5',
      q: 'F0001',
      'order[createdAt]': 'asc',
    });
  });
});

describe('the installments list in the URL', () => {
  it('reads the filters and asks with the API names', () => {
    const f = installmentFiltersOf(new URLSearchParams('estado=RE&credito=12&desde=2026-01-01&hasta=x'));
    expect(f).toEqual({ estadoCd: 'RE', credito: '12', dueFrom: '2026-01-01', dueTo: '' });
    expect(installmentQueryOf(f, 1, null)).toEqual({
      page: '1',
      estadoCd: 'RE',
      credito: '12',
      'fechaCobro[after]': '2026-01-01',
    });
  });
});

describe("the loan lists' load state", () => {
  it('is empty when the answer counts nothing, and the shared state otherwise', () => {
    expect(emptyIfNone(loadStateOf({ data: { 'hydra:totalItems': 0 } }), 0)).toBe('empty');
    expect(emptyIfNone(loadStateOf({ data: { 'hydra:totalItems': 4 } }), 4)).toBe('loaded');
    expect(emptyIfNone(loadStateOf({ data: undefined }), 0)).toBe('loading');
    expect(emptyIfNone(loadStateOf({ error: new ApiError(403, null, null, null) }), 0)).toBe('forbidden');
    expect(emptyIfNone(loadStateOf({ data: {}, error: new ApiError(500, null, null, null) }), 0)).toBe(
      'error',
    );
  });
});
