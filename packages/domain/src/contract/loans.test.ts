import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LOAN_LIST_SORTABLE } from '../loan/loans';
import {
  AdvanceAmortizationFigures,
  BanksQuery,
  Collection,
  CuotasQuery,
  FinanciacionesCollection,
  FinanciacionesQuery,
  IdParams,
  INSTALLMENT_PARTS,
  Installment,
  LIST_QUERY_KEYS,
  LoanListItem,
  ScrapeReport,
  SimulationQuery,
} from './index';

const listItem = {
  '@id': '/api/creditos/7',
  '@type': 'Financiacion',
  id: 7,
  code: 'F0000007',
  tipo: 'financiacion',
  estadoCd: 'AMO',
  phase: 'FA',
  cantidad: 1200.5,
  meses: 12,
  tin: null,
  demo: false,
  securitized: false,
  cobros: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: '/api/users/3',
  borrowerName: 'Ana Pérez',
  afiliado: null,
  afiliadoName: null,
  salesAgent: null,
};

describe('the loan contract', () => {
  it('accepts a well-formed list page and refuses a member missing a field', () => {
    const page = {
      '@context': '/api/contexts/Financiacion',
      '@id': '/api/financiaciones',
      '@type': 'hydra:Collection',
      'hydra:member': [listItem],
      'hydra:totalItems': 1,
      'hydra:view': { '@id': '/api/financiaciones?page=1', '@type': 'hydra:PartialCollectionView' },
      phaseCounts: { FA: 1 },
    };
    expect(Value.Check(FinanciacionesCollection, page)).toBe(true);
    const { code: _code, ...noCode } = listItem;
    expect(Value.Check(LoanListItem, noCode)).toBe(false);
    expect(Value.Check(Collection(LoanListItem), { ...page, 'hydra:member': [noCode] })).toBe(false);
  });

  it('declares the list filters, inclusive ranges among them', () => {
    expect(LIST_QUERY_KEYS.financiaciones).toEqual(
      expect.arrayContaining([
        'phase',
        'estadoCd',
        'tipo',
        'afiliado',
        'salesAgent',
        'q',
        'createdAt[after]',
        'createdAt[before]',
        'cantidad[gte]',
        'cantidad[lte]',
      ]),
    );
    expect(LIST_QUERY_KEYS.cuotas).toContain('fechaCobro[before]');
    expect(LIST_QUERY_KEYS.amas).toContain('date[after]');
    expect(
      Value.Check(FinanciacionesQuery, { phase: 'FA', 'cantidad[gte]': '100.5', 'order[id]': 'asc' }),
    ).toBe(true);
    expect(Value.Check(FinanciacionesQuery, { phase: 'XX' })).toBe(false);
    expect(Value.Check(FinanciacionesQuery, { 'createdAt[after]': '20-11-2026' })).toBe(false);
    expect(LOAN_LIST_SORTABLE).toContain('createdAt');
  });

  it('params and queries: ids, entity codes, flags and amounts', () => {
    expect(Value.Check(IdParams, { id: '12' })).toBe(true);
    expect(Value.Check(IdParams, { id: 'abc' })).toBe(false);
    expect(Value.Check(BanksQuery, { entityCode: '0049' })).toBe(true);
    expect(Value.Check(BanksQuery, { entityCode: '49' })).toBe(false);
    expect(Value.Check(CuotasQuery, { activa: '1', pagination: 'false' })).toBe(true);
    expect(Value.Check(SimulationQuery, { cancellation: '1', consumedAmount: '100,50' })).toBe(true);
    expect(Value.Check(SimulationQuery, { consumedAmount: '-1' })).toBe(false);
  });

  it('an installment carries every party component of §3; a scrape report may carry no score', () => {
    expect(Object.keys(Installment.properties)).toEqual(expect.arrayContaining([...INSTALLMENT_PARTS]));
    expect(ScrapeReport.properties.score.anyOf).toHaveLength(2);
    expect(Object.keys(AdvanceAmortizationFigures.properties)).toEqual(
      expect.arrayContaining(['principal', 'interest', 'fee', 'total']),
    );
  });
});
