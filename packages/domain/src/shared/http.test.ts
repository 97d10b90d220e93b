import { describe, expect, it } from 'vitest';
import {
  errorNotification,
  failureText,
  isEntityNotFound,
  isUnauthorized,
  needsAutomaticKycClean,
} from './http';

describe('errorNotification', () => {
  it.each([
    [{ status: 0 }, null],
    [{ status: 401, body: { error: 'x' } }, null],
    [{ status: 'nope' }, null],
    [{ status: 400, body: { error: ' Falta el campo ' } }, 'Falta el campo'],
    [{ status: 400, body: '{"error":"Texto"}' }, 'Texto'],
    [{ status: 500, body: '<html>' }, 'Se ha producido un error con el servidor'],
    [{ status: 500, body: { error: '' } }, 'Se ha producido un error con el servidor'],
    [{ status: 500, body: null, errorId: 'e1' }, 'Se ha producido un error con el servidor (e1)'],
    [{ status: 403, body: { error: 'No' }, errorId: 7 }, 'No (7)'],
  ])('%j → %j', (input, expected) => {
    expect(errorNotification(input)).toBe(expected);
  });
});

describe('special handling', () => {
  it.each([
    [500, 'Entity not found.', true],
    [500, { 'hydra:description': 'Entity not found.' }, true],
    [500, { error: 'Entity not found.' }, true],
    [404, 'Entity not found.', false],
    [500, 'Other', false],
    [500, null, false],
  ])('isEntityNotFound(%j, %j) → %s', (status, body, expected) => {
    expect(isEntityNotFound(status, body)).toBe(expected);
  });

  it.each([
    [500, '152: already registered', true],
    ['500', { message: '152 x' }, true],
    [500, '1520', true],
    [500, '151', false],
    [400, '152', false],
    [500, 42, false],
  ])('needsAutomaticKycClean(%j, %j) → %s', (status, body, expected) => {
    expect(needsAutomaticKycClean(status, body)).toBe(expected);
  });

  it('knows a 401', () => {
    expect(isUnauthorized('401')).toBe(true);
    expect(isUnauthorized(403)).toBe(false);
  });
});

describe('failureText', () => {
  const base = 'Ha habido un error realizando la inversión';
  const over = 'El importe supera lo que queda por financiar del crédito.';
  it.each([
    [{ status: 400, body: { error: over }, errorId: 'r-9' }, `${over} (r-9)`],
    [{ status: 422, body: { error: 'Saldo insuficiente: 10,00 €' } }, 'Saldo insuficiente: 10,00 €'],
    [{ status: 409, body: '{"error":"Ya existe"}', errorId: 4 }, 'Ya existe (4)'],
    [{ status: 422, body: {} }, base],
    [{ status: 401, body: { error: 'Sesión caducada' } }, base],
    [{ status: 502, body: { error: 'LW no responde' }, errorId: 'e-1' }, `${base} (e-1)`],
    [{ status: 500, body: '<html>' }, 'Se ha producido un error con el servidor'],
    [
      { status: 502, body: '<html><h1>502 Bad Gateway</h1></html>', errorId: 'e-2' },
      'Se ha producido un error con el servidor (e-2)',
    ],
    [{ status: 504, body: '' }, 'Se ha producido un error con el servidor'],
    [{ status: 400, body: 'Bad Request' }, 'Se ha producido un error con el servidor'],
    [{ status: 500, body: '{"error":"Se ha producido un error con el servidor"}' }, base],
    [{ status: 401, body: '<html>' }, base],
    [{ status: 0, body: '' }, base],
    [{ status: 500 }, base],
    [new Error('red'), base],
    [null, base],
  ])('%j → %j', (error, expected) => {
    expect(failureText(base, error)).toBe(expected);
  });
});
