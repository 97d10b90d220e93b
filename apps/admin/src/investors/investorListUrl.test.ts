import { EMPTY_INVESTOR_FILTERS } from '@backoffice/ui/screens/investor/list';
import { describe, expect, it } from 'vitest';
import { investorFiltersOf, investorParamsOf, investorQueryOf } from './investorListUrl';

describe('the investors list in the URL', () => {
  it('reads the filters back from the URL it writes', () => {
    const filters = { status: 'BLO', kind: 'legal', text: 'ruiz' } as const;
    const params = investorParamsOf(filters, 3, { field: 'balance', direction: 'desc' });
    expect(params.toString()).toBe('estado=BLO&persona=juridica&texto=ruiz&orden=-balance&pagina=3');
    expect(investorFiltersOf(params)).toEqual(filters);
  });

  it('ignores what it does not know', () => {
    expect(investorFiltersOf(new URLSearchParams('estado=XYZ&persona=robot'))).toEqual(
      EMPTY_INVESTOR_FILTERS,
    );
    expect(investorFiltersOf(new URLSearchParams('estado=act&persona=fisica'))).toEqual({
      ...EMPTY_INVESTOR_FILTERS,
      status: 'ACT',
      kind: 'natural',
    });
  });

  it('asks the API with its own names', () => {
    expect(
      investorQueryOf({ status: 'PEN', kind: 'natural', text: '  gil ' }, 2, {
        field: 'name',
        direction: 'asc',
      }),
    ).toEqual({ page: '2', status: 'PEN', legalPerson: '0', q: 'gil', 'order[name]': 'asc' });
    expect(investorQueryOf(EMPTY_INVESTOR_FILTERS, 1, null)).toEqual({ page: '1' });
  });
});
