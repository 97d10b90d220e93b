import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAccess, menuFor } from './routes';
import { matchesSearch, normalizeSearch, paletteRoutes } from './search';

const anyCodeUnitOrPoint = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  fc.constantFrom('\u0301', '\u0130', '\ud801', '\udc00', ' ', 'A'),
);

describe('normalizeSearch', () => {
  it.each([
    ['Créditos', 'creditos'],
    ['GONZÁLEZ', 'gonzalez'],
    ['Peñíscola', 'peniscola'],
    ['Pingüino', 'pinguino'],
    ['  Últimas   devoluciones\t', 'ultimas devoluciones'],
    ['ÀÉÎÕÜ çÇ', 'aeiou cc'],
    ['İSTANBUL', 'istanbul'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeSearch(text)).toBe(expected);
  });

  it('is idempotent, whatever the Unicode', () => {
    fc.assert(
      // Any UTF-16 text, lone surrogate halves included (built from code units and astral code
      // points: fast-check's own 'binary' unit takes seconds to set up).
      fc.property(fc.string({ unit: anyCodeUnitOrPoint }), (s) => {
        const once = normalizeSearch(s);
        expect(normalizeSearch(once)).toBe(once);
      }),
    );
  });

  it('stays idempotent when removing a mark would pair two lone surrogate halves', () => {
    const once = normalizeSearch('\ud801\u0301\udc00');
    expect(normalizeSearch(once)).toBe(once);
  });

  it('folds a precomposed and a decomposed spelling to the same text', () => {
    expect(normalizeSearch('Informe buro\u0301fax')).toBe(normalizeSearch('Informe burófax'));
  });
});

describe('matchesSearch', () => {
  it.each([
    ['credito', ['Créditos problemáticos'], true],
    ['PROBLEMATICOS cred', ['Créditos problemáticos'], true],
    ['ultimos', ['Últimos cobros'], true],
    ['cobros', ['Detalle de crédito', 'Créditos › Listados › Últimos cobros'], true],
    ['monederos fraude', ['Disponible en monederos'], false],
    ['', ['Inicio'], false],
    ['   ', ['Inicio'], false],
    ['inicio', [], false],
  ])('%j in %j → %s', (query, texts, expected) => {
    expect(matchesSearch(query, ...texts)).toBe(expected);
  });

  it('ignores accents and case on both sides', () => {
    fc.assert(
      fc.property(fc.constantFrom('Créditos', 'Peñíscola', 'Último', 'Análisis'), (title) => {
        expect(matchesSearch(title.toUpperCase(), title)).toBe(true);
        expect(matchesSearch(normalizeSearch(title), title)).toBe(true);
        expect(matchesSearch(title, normalizeSearch(title))).toBe(true);
      }),
    );
  });
});

describe('paletteRoutes', () => {
  it('lists each page of the menu once, titled by the route table, with its menu trail', () => {
    const routes = paletteRoutes(menuFor(['ROLE_SUPER_ADMIN']));
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.find((r) => r.path === '/afiliados/dashboard')).toEqual({
      path: '/afiliados/dashboard',
      title: 'Dashboard de afiliados',
      trail: 'Afiliados › Dashboard',
    });
    expect(routes.find((r) => r.path === '/creditos/listados/tarjetas/problematicas')).toEqual({
      path: '/creditos/listados/tarjetas/problematicas',
      title: 'Tarjetas con problemas',
      trail: 'Créditos › Listados › Tarjetas › Problemáticas',
    });
  });

  it('offers only pages the roles may open', () => {
    for (const roles of [['ROLE_COMERCIAL'], ['ROLE_RISK'], ['ROLE_BE'], ['ROLE_ADMIN'], ['ROLE_RECOBRO']]) {
      for (const r of paletteRoutes(menuFor(roles))) expect(canAccess(r.path, roles)).toBe('ok');
    }
    const comercial = paletteRoutes(menuFor(['ROLE_COMERCIAL'])).map((r) => r.path);
    expect(comercial).toContain('/afiliados/crear-afiliado');
    expect(comercial).not.toContain('/inversores/inversores');
    expect(paletteRoutes(menuFor(null))).toEqual([]);
  });

  it('names server list reports by their menu label and leaves file reports out', () => {
    const menu = menuFor(['ROLE_MICRO_ADMIN'], {
      reports: [
        { id: 'r1', name: 'Altas del mes', roles: null, kind: 'list' },
        { id: 'r2', name: 'Ventas en Excel', roles: null, kind: 'file' },
      ],
    });
    const routes = paletteRoutes(menu);
    expect(routes.find((r) => r.path === '/listados/reportList/r1')?.title).toBe('Altas del mes');
    expect(routes.some((r) => r.path === '/listados/reportList/r2')).toBe(false);
  });

  it('skips disabled entries', () => {
    expect(
      paletteRoutes([
        { id: 'a', label: 'Mis vacaciones', path: '/empleados/vacaciones', disabled: true },
        { id: 'b', label: 'Mi horario', path: '/empleados/control-horario' },
      ]).map((r) => r.title),
    ).toEqual(['Control Horario']);
  });
});
