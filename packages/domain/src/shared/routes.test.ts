import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import {
  ARREARS_VARIANTS,
  canAccess,
  DEFAULT_PRODUCT,
  DEFAULT_TITLE,
  detailPath,
  landingPath,
  loginRedirect,
  type MenuEntry,
  matchRoute,
  menuFor,
  menuPaths,
  ROUTES,
  routeTitle,
  searchHitLabel,
  searchResultPath,
  USER_MENU,
  userMenuFor,
} from './routes';

describe('canAccess', () => {
  it.each([
    // [path, roles, expected]
    ['/login', null, 'ok'],
    ['/login?redirect=%2F', undefined, 'ok'],
    ['/prohibido', null, 'ok'],
    ['/no-existe', null, 'not-found'],
    ['/no-existe', ['ROLE_SUPER_ADMIN'], 'not-found'],
    ['/', null, 'login'],
    ['/', ['ROLE_BE'], 'ok'],
    ['/', ['ROLE_JUDICIAL'], 'forbidden'],
    ['/', [], 'forbidden'],
    ['/admin', ['ROLE_RECOBRO'], 'ok'],
    ['/afiliados/dashboard', ['ROLE_RISK'], 'ok'],
    ['/afiliados/dashboard', ['ROLE_BE'], 'forbidden'],
    ['/afiliados/crear-afiliado', ['ROLE_RISK'], 'forbidden'],
    ['/afiliados/crear-afiliado', ['ROLE_COMERCIAL_PLUS'], 'ok'],
    ['/afiliados/detalle-afiliado/datos-contacto?afiliado=12', ['ROLE_RISK'], 'ok'],
    ['/afiliados/detalle-afiliado/estructura', ['ROLE_COMERCIAL'], 'ok'],
    ['/afiliados/detalle-afiliado/', ['ROLE_COMERCIAL'], 'not-found'],
    ['/afiliados/detalle-afiliado/a/b', ['ROLE_COMERCIAL'], 'not-found'],
    ['/afiliados/listados/cantidad-acme-lw', ['ROLE_ADMIN'], 'ok'],
    ['/afiliados/listados/cantidad-acme-lw', ['ROLE_MICRO_ADMIN'], 'forbidden'],
    ['/afiliados/listados/morosidad/all+3+', ['ROLE_ADMIN'], 'ok'],
    ['/afiliados/listados/morosidad/all%2B3%2B', ['ROLE_ADMIN'], 'not-found'], // reserved escapes stay
    ['/afiliados/listados/morosidad/other', ['ROLE_ADMIN'], 'not-found'],
    ['/comerciales/nueva-tarea', ['ROLE_MICRO_ADMIN'], 'ok'],
    ['/it-tools/logs-lw', ['ROLE_MICRO_ADMIN'], 'forbidden'],
    ['/it-tools/titulizar-creditos', ['ROLE_RISK_ADMIN'], 'ok'],
    ['/listados/resumenSC', ['ROLE_RECOBRO'], 'ok'],
    ['/listados/resumenSC', ['ROLE_SUPER_ADMIN'], 'ok'],
    ['/listados/resumenSC', ['ROLE_RISK'], 'forbidden'],
    ['/listados/disponible-en-monederos', ['ROLE_MICRO_ADMIN'], 'ok'],
    ['/listados/Disponible-en-monederos', ['ROLE_RECOBRO'], 'ok'],
    ['/listados/morosidad/ge/1/loan/acme', ['ROLE_SUPER_ADMIN'], 'ok'],
    ['/listados/morosidad/ge/1/loan/acme', ['ROLE_ADMIN'], 'forbidden'],
    ['/listados/morosidad/ge/1/loan', ['ROLE_SUPER_ADMIN'], 'not-found'],
    ['/listados/reportList/7', ['ROLE_MICRO_RECOBRO'], 'forbidden'],
    ['/listados/reportList/7', ['ROLE_RECOBRO'], 'ok'],
    ['/secondary-reasons', ['ROLE_ADMIN'], 'forbidden'],
    ['/secondary-reasons', ['ROLE_ADMIN_PLUS'], 'ok'],
    ['/secondary-reasons', ['ROLE_SUPER_ADMIN'], 'ok'],
    ['/secondary-reasons', null, 'login'],
    ['/empleados/control-horario', ['ROLE_COMERCIAL'], 'ok'],
    ['/empleados/vacaciones', ['ROLE_RISK'], 'forbidden'],
    ['/creditos/dashboard', ['ROLE_BE'], 'forbidden'],
    ['/creditos/financiaciones', ['ROLE_BE'], 'ok'],
    // loans §6: installments and AMA lists are COMERCIAL and MICRO_ADMIN only (hidden from BE).
    ['/creditos/cuotas', ['ROLE_BE'], 'forbidden'],
    ['/creditos/listado-AMA', ['ROLE_BE'], 'forbidden'],
    ['/creditos/listado-AMA', ['ROLE_MICRO_ADMIN'], 'ok'],
    ['/creditos/dashboard', ['ROLE_RISK'], 'ok'],
    ['/creditos/cuotas', ['ROLE_RISK'], 'forbidden'],
    ['/creditos/detalle-credito/estado?credito=5', ['ROLE_RECOBRO'], 'ok'],
    ['/creditos/detalle-credito/cuotas', ['ROLE_JUDICIAL'], 'forbidden'],
    ['/creditos/listados/creditos-problematicos', ['ROLE_RECOBRO'], 'ok'],
    ['/creditos/listados/ultimos-cobros', ['ROLE_MICRO_ADMIN'], 'forbidden'],
    ['/creditos/listados/tarjetas/problematicas', ['ROLE_MICRO_ADMIN'], 'ok'],
    ['/creditos/listados/morosidad-all/all3+', ['ROLE_SUPER_ADMIN'], 'ok'],
    ['/creditos/listados/morosidad-financiaciones/all', ['ROLE_ADMIN'], 'forbidden'],
    ['/creditos/herramientas/actualizar-cuotas-mes', ['ROLE_RISK_ADMIN'], 'forbidden'],
    ['/inversores/detalle-inversor/datos?inversor=3', ['ROLE_MICRO_ADMIN'], 'ok'],
    ['/inversores/inversores', ['ROLE_COMERCIAL'], 'forbidden'],
    ['/inversores/listados/disponible-monenderos', ['ROLE_ADMIN'], 'ok'],
    ['/creditos/cuotas/', ['ROLE_COMERCIAL'], 'ok'], // trailing slash
    ['creditos/cuotas', ['ROLE_COMERCIAL'], 'ok'], // missing leading slash
    ['//creditos//cuotas#top', ['ROLE_COMERCIAL'], 'ok'],
    ['/creditos/cuotas', 'ROLE_COMERCIAL', 'ok'],
    ['/afiliados/detalle-afiliado/%E0%A4%A', ['ROLE_COMERCIAL'], 'ok'], // malformed escape, still a tab
    [null, ['ROLE_ADMIN'], 'not-found'],
    [42, null, 'not-found'],
  ] as const)('%j for %j → %s', (path, roles, expected) => {
    expect(canAccess(path, roles as never)).toBe(expected);
  });

  it('admits the union where the documents disagree', () => {
    const sc = ROUTES.find((r) => r.path === '/listados/resumenSC');
    expect(sc?.roles).toEqual(
      expect.arrayContaining(['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_SUPER_ADMIN']),
    );
  });

  it('matches every route of the table with its own parameters filled in', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(
        /\{([^}]+)\}/g,
        (_, name: string) => route.values?.[name]?.[0] ?? 'x1',
      );
      expect(matchRoute(concrete)?.route).toBe(route);
    }
  });

  it('has unique paths and Spanish titles', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.title.trim()).not.toBe('');
  });

  it('never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.array(fc.constantFrom(...ROLES))), (path, roles) => {
        expect(['ok', 'login', 'forbidden', 'not-found']).toContain(canAccess(path, roles));
      }),
    );
  });
});

describe('matchRoute', () => {
  it('gives the parameters', () => {
    expect(matchRoute('/listados/morosidad/ge/1/loan/acme')?.params).toEqual({
      ge: 'ge',
      morososTresMas: '1',
      tipo: 'loan',
      producto: 'acme',
    });
    expect(matchRoute('/afiliados/listados/cantidad-acme-lw')?.params).toEqual({ product: 'acme' });
  });
});

describe('routeTitle and redirects', () => {
  it.each([
    ['/empleados/control-horario', 'Control Horario'],
    ['/creditos/detalle-credito/estado?credito=1', 'Detalle de crédito'],
    ['/nope', DEFAULT_TITLE],
  ])('%s → %s', (path, title) => {
    expect(routeTitle(path)).toBe(title);
  });

  it('builds the login redirect and detail paths', () => {
    expect(loginRedirect('/creditos/cuotas?x=1')).toBe('/login?redirect=%2Fcreditos%2Fcuotas%3Fx%3D1');
    expect(loginRedirect(null)).toBe('/login?redirect=%2F');
    expect(detailPath.affiliate(12)).toBe('/afiliados/detalle-afiliado/datos-contacto?afiliado=12');
    expect(detailPath.loan(5)).toBe('/creditos/detalle-credito/estado?credito=5');
    expect(detailPath.investor(3)).toBe('/inversores/detalle-inversor/datos?inversor=3');
    expect(detailPath.report('a b')).toBe('/listados/reportList/a%20b');
  });
});

const ids = (menu: ReturnType<typeof menuFor>) => menu.map((m) => m.id);
const find = (
  menu: ReturnType<typeof menuFor>,
  id: string,
): ReturnType<typeof menuFor>[number] | undefined => {
  for (const m of menu) {
    if (m.id === id) return m;
    const inner = find([...(m.children ?? [])], id);
    if (inner) return inner;
  }
  return undefined;
};

describe('menuFor', () => {
  it.each([
    [['ROLE_COMERCIAL'], ['home', 'affiliates', 'credits', 'sales']],
    [['ROLE_COMERCIAL_PLUS'], ['home', 'affiliates', 'credits']], // §6: Sales people not for COMERCIAL_PLUS
    [['ROLE_RISK'], ['home', 'affiliates', 'credits']],
    [['ROLE_BE'], ['home', 'credits']],
    [['ROLE_RECOBRO'], ['home', 'credits']],
    [['ROLE_MICRO_ADMIN'], ['home', 'affiliates', 'credits', 'investors', 'sales']],
    [
      ['ROLE_ADMIN'],
      ['home', 'affiliates', 'credits', 'investors', 'sales', 'it-tools', 'lists', 'approvals'],
    ],
    [['ROLE_ADMIN_PLUS'], ['home', 'affiliates', 'credits', 'investors', 'sales', 'secondary-reasons']],
    [
      ['ROLE_SUPER_ADMIN'],
      [
        'home',
        'affiliates',
        'credits',
        'investors',
        'sales',
        'it-tools',
        'lists',
        'approvals',
        'secondary-reasons',
      ],
    ],
    // Issue 12: the roles without the home of §2 get the welcome page, so the menu is never empty.
    [['ROLE_JUDICIAL'], ['welcome']],
    [['ROLE_VENTAS'], ['welcome']],
    [['ROLE_MICRO_RECOBRO'], ['welcome']],
    [[], []],
  ])('%j sees %j', (roles, expected) => {
    expect(ids(menuFor(roles))).toEqual(expected);
  });

  it('shows nothing to nobody', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('gives RISK the affiliate dashboard but not create or the lists', () => {
    const affiliates = find(menuFor(['ROLE_RISK']), 'affiliates');
    expect(affiliates?.children?.map((c) => c.id)).toEqual(['affiliates-dashboard']);
  });

  it('hides the credits dashboard from BE', () => {
    const credits = find(menuFor(['ROLE_BE']), 'credits');
    expect(credits?.children?.map((c) => c.id)).toEqual(['credits-financings']);
  });

  it('gives ADMIN the affiliate listings and arrears, SUPER_ADMIN the credit arrears and tools', () => {
    expect(find(menuFor(['ROLE_ADMIN']), 'affiliates-arrears')?.children).toHaveLength(4);
    expect(find(menuFor(['ROLE_ADMIN']), 'credits-arrears')).toBeUndefined();
    expect(find(menuFor(['ROLE_SUPER_ADMIN']), 'credits-tools')?.children).toHaveLength(3);
    expect(find(menuFor(['ROLE_ADMIN']), 'lists-sc-summary')).toBeUndefined();
    expect(find(menuFor(['ROLE_SUPER_ADMIN']), 'lists-sc-summary')?.path).toBe('/listados/resumenSC');
  });

  it('fills the product name', () => {
    expect(find(menuFor(['ROLE_ADMIN'], { product: 'acme' }), 'affiliates-count-lw')?.path).toBe(
      '/afiliados/listados/cantidad-acme-lw',
    );
    expect(find(menuFor(['ROLE_ADMIN']), 'affiliates-count-lw')?.path).toBe(
      '/afiliados/listados/cantidad-plataforma-lw',
    );
  });

  it('adds the server reports a user may see to the Lists menu', () => {
    const reports = [
      { id: 1, name: 'Recobro', roles: ['ROLE_RECOBRO'] },
      { id: 2, name: 'Riesgo', roles: ['ROLE_RISK'] },
    ];
    const lists = find(menuFor(['ROLE_RECOBRO'], { reports }), 'lists');
    expect(lists?.children).toEqual([{ id: 'report-1', label: 'Recobro', path: '/listados/reportList/1' }]);
  });

  it('puts file reports in their own group, for whoever their roles name', () => {
    const reports = [
      { id: 'ventas', name: 'Ventas por comercial', roles: ['ROLE_COMERCIAL'], kind: 'file' as const },
      { id: 'lista', name: 'Lista', roles: ['ROLE_COMERCIAL'], kind: 'list' as const },
      { id: 'riesgo', name: 'Riesgo', roles: ['ROLE_RISK'], kind: 'file' as const },
    ];
    // A COMERCIAL has no Lists menu (§6), yet downloads the sales report (§2).
    const menu = menuFor(['ROLE_COMERCIAL'], { reports });
    expect(find(menu, 'lists')).toBeUndefined();
    expect(find(menu, 'reports')?.children).toEqual([
      {
        id: 'report-ventas',
        label: 'Ventas por comercial',
        path: '/listados/reportList/ventas',
        download: true,
      },
    ]);
    expect(find(menuFor(['ROLE_VENTAS'], { reports }), 'reports')).toBeUndefined();
  });

  it('never offers an entry that the guard refuses', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ROLES)), (roles) => {
        for (const path of menuPaths(menuFor(roles))) expect(canAccess(path, roles)).toBe('ok');
      }),
    );
  });

  // The server's report catalogue (apps/api/src/reports/catalogue.ts), as GET /api/tools/reportsList gives it.
  const catalogue = [
    { id: 'cantidad-plataforma-lw', name: 'Cantidad Plataforma en LW', kind: 'list', roles: ['ROLE_ADMIN'] },
    { id: 'ventas-comerciales', name: 'Ventas por comercial', kind: 'file', roles: ['ROLE_COMERCIAL'] },
    { id: 'morosidad-afiliados', name: 'Morosidad por afiliado', kind: 'file', roles: ['ROLE_ADMIN'] },
    {
      id: 'disponible-en-monederos',
      name: 'Disponible en monederos',
      kind: 'list',
      roles: ['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_ADMIN'],
    },
    {
      id: 'resumen-sc',
      name: 'Resumen SC',
      kind: 'list',
      roles: ['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_SUPER_ADMIN'],
    },
    {
      id: 'creditos-problematicos',
      name: 'Créditos problemáticos',
      kind: 'list',
      roles: ['ROLE_MICRO_ADMIN', 'ROLE_ADMIN', 'ROLE_RECOBRO'],
    },
  ] as const;

  /** Every entry with the labels of the groups above it: 'Créditos › Listados › Tarjetas › Problemáticas'. */
  const trail = (menu: readonly MenuEntry[], above: readonly string[] = []): string[] =>
    menu.flatMap((e) => [[...above, e.label].join(' › '), ...trail(e.children ?? [], [...above, e.label])]);

  it.each(ROLES.map((r) => [r]))('shows %s every entry once, with the server reports', (role) => {
    const menu = menuFor([role], { reports: catalogue });
    const paths = menuPaths(menu);
    expect(paths).toEqual([...new Set(paths)]);
    const trails = trail(menu);
    expect(trails).toEqual([...new Set(trails)]);
    for (const name of ['Resumen SC', 'Créditos problemáticos']) {
      expect(trails.filter((t) => t.endsWith(` › ${name}`)).length).toBeLessThanOrEqual(1);
    }
  });

  it('opens the server report from the menu entry of the same list instead of listing it twice', () => {
    const admin = menuFor(['ROLE_SUPER_ADMIN'], { reports: catalogue });
    const trails = trail(admin);
    expect(trails).toContain('Listados › Resumen SC');
    expect(trails).toContain('Créditos › Listados › Créditos problemáticos');
    expect(trails).not.toContain('Listados › Créditos problemáticos');
    expect(find(admin, 'lists-sc-summary')?.path).toBe('/listados/reportList/resumen-sc');
    expect(find(admin, 'credits-problematic')?.path).toBe('/listados/reportList/creditos-problematicos');
    // The investors' list of the same name is another route: it stays, in its own group.
    expect(find(admin, 'investors-available')?.path).toBe('/inversores/listados/disponible-monenderos');
    expect(find(admin, 'lists-available-wallets')?.path).toBe('/listados/reportList/disponible-en-monederos');
    expect(find(admin, 'report-resumen-sc')).toBeUndefined();
    // A MICRO_ADMIN has no 'Resumen SC' entry of the menu (§6 gives it to SUPER_ADMIN): the report stays.
    const micro = menuFor(['ROLE_MICRO_ADMIN'], { reports: catalogue });
    expect(trail(micro)).toContain('Listados › Resumen SC');
    expect(find(micro, 'report-resumen-sc')?.path).toBe('/listados/reportList/resumen-sc');
  });

  it("reaches every route of the table from some role's menu or user menu", () => {
    const expand = (path: string): string[] => {
      const filled = path.replace(/\{(product|platform)\}/, DEFAULT_PRODUCT);
      return filled.includes('{variant}')
        ? ARREARS_VARIANTS.map((v) => filled.replace('{variant}', v))
        : [filled];
    };
    // Aliases and pages reached otherwise: /admin is '/', the capital-D spelling of loans §2, the
    // detail pages (opened from lists and the finder), the parametrised arrears list and reportList
    // (opened with their parameters), and the pages outside the session.
    const elsewhere = new Set(['/admin', '/listados/Disponible-en-monederos', '/login', '/prohibido']);
    const wanted = ROUTES.flatMap((r) => expand(r.path)).filter((p) => !elsewhere.has(p) && !/\{/.test(p));
    const reached = new Set(
      ROLES.flatMap((role) => [...menuPaths(menuFor([role])), ...menuPaths(userMenuFor([role]))]),
    );
    expect(wanted.filter((p) => !reached.has(p))).toEqual([]);
    // The twelve arrears lists and the card lists among them.
    expect(wanted.filter((p) => p.includes('morosidad'))).toHaveLength(12);
    expect(reached).toContain('/creditos/listados/tarjetas');
  });

  it('lists every entry once, for every role, with every report it may see', () => {
    const reports = [
      { id: 'ventas-comerciales', name: 'Ventas por comercial', kind: 'file', roles: ['ROLE_COMERCIAL'] },
      { id: 'resumen-sc', name: 'Resumen SC', kind: 'list', roles: ['ROLE_SUPER_ADMIN'] },
      { id: 'creditos-problematicos', name: 'Créditos problemáticos', kind: 'list', roles: ['ROLE_ADMIN'] },
      { id: 'otro', name: 'Otro informe', kind: 'list', roles: ['ROLE_MICRO_ADMIN'] },
    ] as const;
    const ids = (menu: readonly MenuEntry[]): string[] =>
      menu.flatMap((e) => [e.id, ...ids(e.children ?? [])]);
    for (const role of ROLES) {
      const menu = menuFor([role], { reports: [...reports] });
      const paths = menuPaths(menu);
      expect(new Set(paths).size, role).toBe(paths.length);
      expect(new Set(ids(menu)).size, role).toBe(ids(menu).length);
    }
  });

  it('has a user menu with a disabled vacations entry', () => {
    expect(USER_MENU.map((e) => e.label)).toEqual(['Mi horario', 'Mis vacaciones', 'Salir']);
    expect(USER_MENU[1]?.disabled).toBe(true);
  });
});

describe('landingPath and userMenuFor', () => {
  it.each(ROLES.map((r) => [r]))('lands %s on a page it may open, with Salir in its user menu', (role) => {
    const landing = landingPath([role]);
    expect(canAccess(landing, [role])).toBe('ok');
    expect(menuPaths(menuFor([role]))).toContain(landing);
    const user = userMenuFor([role]);
    expect(user.map((e) => e.label)).toContain('Salir');
    for (const e of user) if (e.id !== 'logout' && e.path) expect(canAccess(e.path, [role])).toBe('ok');
  });

  it.each([
    [['ROLE_JUDICIAL'], '/inicio', ['Salir']],
    [['ROLE_VENTAS'], '/inicio', ['Salir']],
    [['ROLE_MICRO_RECOBRO'], '/inicio', ['Salir']],
    [['ROLE_RECOBRO'], '/', ['Salir']],
    [['ROLE_COMERCIAL'], '/', ['Mi horario', 'Mis vacaciones', 'Salir']],
    [['ROLE_ADMIN'], '/', ['Mi horario', 'Mis vacaciones', 'Salir']],
  ])('%j lands on %s and sees %j', (roles, landing, user) => {
    expect(landingPath(roles)).toBe(landing);
    expect(userMenuFor(roles).map((e) => e.label)).toEqual(user);
  });

  it('lands nobody signed in on /login', () => {
    expect(landingPath(null)).toBe('/login');
  });
});

describe('searchHitLabel', () => {
  it("shows a borrower's latest loan by its code, never the loan id that opens it", () => {
    expect(searchHitLabel({ type: 'borrower', code: '17012', loanCode: 'F0017012', name: 'Ana Ruiz' })).toBe(
      'F0017012 · Ana Ruiz',
    );
    expect(searchHitLabel({ type: 'borrower', code: '17012', name: 'Ana Ruiz' })).toBe('Ana Ruiz');
    expect(searchHitLabel({ type: 'affiliate', code: 'AF00042', name: 'Clínica' })).toBe('AF00042 · Clínica');
    expect(searchHitLabel({ type: 'investor', code: null, name: 'Inés' })).toBe('Inés');
  });
});

describe('searchResultPath', () => {
  it.each([
    [{ type: 'borrower', code: 'F0000123', id: 9 }, '/creditos/detalle-credito/estado?credito=F0000123'],
    [{ type: 'loan', id: 123 }, '/creditos/detalle-credito/estado?credito=123'],
    [{ type: 'investor', id: '7' }, '/inversores/detalle-inversor/datos?inversor=7'],
    [{ type: ' Affiliate ', id: 12 }, '/afiliados/detalle-afiliado/datos-contacto?afiliado=12'],
    [{ type: 'borrower', id: 9 }, null],
    [{ type: 'loan' }, null],
    [{ type: 'investor', id: ' ' }, null],
    [{ type: 'affiliate' }, null],
    [{ type: 'other', id: 1 }, null],
    [null, null],
  ])('%j → %j', (result, expected) => {
    expect(searchResultPath(result)).toBe(expected);
  });
});
