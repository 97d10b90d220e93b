import { describe, expect, it } from 'vitest';
import { landingUrl, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['?redirect=%2Fafiliados%2Flista-afiliados', '/afiliados/lista-afiliados'],
    ['?redirect=/creditos/detalle-credito/estado?credito=3', '/creditos/detalle-credito/estado?credito=3'],
    ['', '/'],
    ['?redirect=', '/'],
    ['?redirect=https://evil.example', '/'],
    ['?redirect=//evil.example', '/'],
    ['?redirect=/\\evil.example', '/'],
    ['?redirect=javascript:alert(1)', '/'],
  ])('%s → %s', (search, expected) => {
    expect(safeRedirect(search)).toBe(expected);
  });
});

describe('landingUrl', () => {
  it('is /login’s redirect on /login, the page itself elsewhere', () => {
    const wanted = '/creditos/financiaciones?fase=FA';
    const fromLogin = landingUrl({ pathname: '/login', search: `?redirect=${encodeURIComponent(wanted)}` });
    expect(fromLogin.pathname + fromLogin.search).toBe(wanted);
    const reload = landingUrl({ pathname: '/inversores/inversores', search: '?estado=activo' });
    expect(reload.pathname + reload.search).toBe('/inversores/inversores?estado=activo');
    const outside = landingUrl({ pathname: '/login', search: '?redirect=https://evil.example' });
    expect(outside.pathname).toBe('/');
  });
});
