import { describe, expect, it } from 'vitest';
import { NBSP } from './format';
import { formatListingCell, formatPercent, LISTING_PATHS, listingForPath, listingRoute } from './listings';
import { ROUTES } from './routes';

describe('listings', () => {
  it('serve one route of the domain table each, with its title and roles', () => {
    for (const [id, path] of Object.entries(LISTING_PATHS)) {
      const route = listingRoute(id);
      expect(route?.path, id).toBe(path);
      expect(ROUTES).toContain(route);
    }
    expect(listingRoute('nada')).toBeNull();
  });

  it('find the listing of a screen path, with the route parameters', () => {
    expect(listingForPath('/creditos/listados/morosidad-all/all3+')).toMatchObject({
      id: 'creditos-morosidad-all',
      params: { variant: 'all3+' },
    });
    expect(listingForPath('/listados/morosidad/30/1/financiacion/plataforma')?.params).toEqual({
      ge: '30',
      morososTresMas: '1',
      tipo: 'financiacion',
      producto: 'plataforma',
    });
    expect(listingForPath('/listados/reportList/resumen-sc')).toMatchObject({ id: 'resumen-sc', params: {} });
    expect(listingForPath('/creditos/listados/tarjetas/problematicas')?.id).toBe(
      'creditos-tarjetas-problematicas',
    );
    expect(listingForPath('/creditos/financiaciones')).toBeNull();
    expect(listingForPath('/no/such/page')).toBeNull();
  });

  it.each([
    ['money', 1234.5, `1234,50${NBSP}€`],
    ['money', 12345.5, `12.345,50${NBSP}€`],
    ['percent', 12.5, `12,50${NBSP}%`],
    ['date', '2026-03-05', '5/03/2026'],
    ['number', 12345, '12.345'],
    ['text', 'Hola', 'Hola'],
    ['code', 'F0000012', 'F0000012'],
    ['money', null, ''],
    ['percent', 'x', ''],
  ] as const)('format a %s cell (%s → %s)', (type, value, shown) => {
    expect(formatListingCell(type, value)).toBe(shown);
  });

  it('formats a percentage es-ES', () => {
    expect(formatPercent(0)).toBe(`0,00${NBSP}%`);
    expect(formatPercent(undefined)).toBe('');
  });
});
