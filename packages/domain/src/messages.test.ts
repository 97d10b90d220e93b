import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('gives the spec texts for login', () => {
    expect(messages.auth.wrongCredentials).toBe('El email o la contraseña son incorrectos.');
    expect(messages.auth.loginFailedAfterToken).toBe('Ha habido un error al intentar loguear al usuario.');
  });

  it('appends the error id to the unexpected-error text', () => {
    expect(messages.general.unexpected('a1b2')).toBe(
      'Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(a1b2)',
    );
  });
});
