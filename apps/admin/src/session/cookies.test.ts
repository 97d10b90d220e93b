import { describe, expect, it } from 'vitest';
import { cookieLine, readCookies, SESSION_COOKIES, sessionCookies } from './cookies';

const user = {
  id: 7,
  username: 'comercial',
  email: 'comercial@demo.test',
  firstname: 'Demo',
  lastname: 'COMERCIAL',
  roles: ['ROLE_COMERCIAL'],
  type: 'empleado',
  afiliado: null,
  salesForceId: 3,
};

describe('session cookies (§6)', () => {
  it('keep id, email, afiliado, names, username, type, sales-force id, login date and token', () => {
    const values = sessionCookies({ token: 'jwt', loginDate: 1_700_000_000_000, user });
    expect(Object.keys(values).sort()).toEqual([...SESSION_COOKIES].sort());
    expect(values).toEqual({
      token: 'jwt',
      loginDate: '1700000000000',
      id: '7',
      email: 'comercial@demo.test',
      afiliado: '',
      firstname: 'Demo',
      lastname: 'COMERCIAL',
      username: 'comercial',
      type: 'empleado',
      salesForceId: '3',
    });
    expect(
      sessionCookies({ token: 'jwt', loginDate: 1, user: { ...user, afiliado: 15, salesForceId: null } }),
    ).toMatchObject({ afiliado: '15', salesForceId: '' });
  });

  it('before the user is known (a refresh on a page load), only the token and the login date', () => {
    expect(sessionCookies({ token: 'jwt-2', loginDate: 5, user: null })).toEqual({
      token: 'jwt-2',
      loginDate: '5',
    });
  });

  it('are Secure, path /, 365 days; a removal expires them at once', () => {
    expect(cookieLine('afiliado', '15')).toBe(
      `bo_afiliado=15; path=/; SameSite=Strict; Secure; max-age=${365 * 24 * 60 * 60}`,
    );
    expect(cookieLine('salesForceId', null)).toBe(
      'bo_salesForceId=; path=/; SameSite=Strict; Secure; max-age=0',
    );
  });

  it('read back only the session’s own, decoded', () => {
    expect(readCookies('other=1; bo_email=a%40b.es; bo_type=empleado; bo_nope=x')).toEqual({
      email: 'a@b.es',
      type: 'empleado',
    });
  });
});
