import { messages, NO_INSURANCE } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { isAffiliateNotFound } from '../affiliates/reads';
import { ApiError } from '../api/client';
import { commentBody, commentsKey } from '../comments/api';
import { AFFILIATE_NOT_FOUND_PATH, gates, planBody } from './api';
import { inlineBody, inlineValidators, validatorFor } from './inlineEdit';

describe('plan body (POST /api/configuracion_afiliados)', () => {
  it('names the affiliate, leaves out empty fields and the derived mixedMonths2', () => {
    const body = planBody(
      {
        meses: 36,
        mixedMonths1: 12,
        mixedMonths2: 24,
        pTinI: 29.3,
        label: '  Mixto  ',
        descripcion: '',
        insurance: '/api/insurances/2',
      },
      7,
    );
    expect(body).toEqual({
      afiliado: '/api/afiliados/7',
      meses: 36,
      mixedMonths1: 12,
      pTinI: 29.3,
      label: 'Mixto',
      insurance: '/api/insurances/2',
    });
  });

  it("sends 'Sin seguro' as the plan's null insurance (§3)", () => {
    expect(planBody({ meses: 24, insurance: null }, 7).insurance).toBeNull();
    expect(planBody({ meses: 24, insurance: NO_INSURANCE }, 7).insurance).toBeNull();
  });
});

describe('comments', () => {
  it('POST /api/comentarios carries the record link under its section key, the user, the date and tipo', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(
      commentBody({
        section: 'afiliado',
        recordId: 42,
        userId: 3,
        departamento: 'Riesgos',
        mensaje: 'Hola',
        now,
      }),
    ).toEqual({
      afiliado: '/api/afiliados/42',
      departamento: 'Riesgos',
      user: '/api/users/3',
      date: '2026-03-05T10:00:00.000Z',
      tipo: 'afiliado',
      mensaje: 'Hola',
    });
    expect(commentsKey('credito', 9)).toEqual(['GET /api/creditos/:id/comentariosList', { id: '9' }, null]);
  });
});

describe('inline edits (§5 "Saving edits")', () => {
  it('sends only the changed fields, empty values as null, and nothing when nothing changed', () => {
    const before = { nombre: 'Clínica', sitioWeb: 'https://a.es', telefonoMovil: '600000000' };
    expect(inlineBody({ url: '/x', before, after: { ...before, sitioWeb: '  ' } })).toEqual({
      sitioWeb: null,
    });
    expect(inlineBody({ url: '/x', before, after: { ...before, nombre: ' Clínica ' } })).toBeNull();
  });

  it('a POST edit adds the user and affiliate links', () => {
    expect(
      inlineBody({
        url: '/api/x',
        method: 'POST',
        before: { iban: null },
        after: { iban: 'ES9121000418450200051332' },
        extra: { user: '/api/users/3', afiliado: '/api/afiliados/7' },
      }),
    ).toEqual({ iban: 'ES9121000418450200051332', user: '/api/users/3', afiliado: '/api/afiliados/7' });
  });

  it('validates DNI, IBAN and e-mail with the spec messages; empty is left to "required"', () => {
    expect(validatorFor('dni')?.('12345678A')).toBe(messages.validation.dniInvalid);
    expect(validatorFor('dniRepresentante')?.('12345678Z')).toBeNull();
    expect(validatorFor('iban')?.('ES9121000418450200051333')).toBe(messages.validation.ibanInvalid);
    expect(validatorFor('iban')?.('ES91 2100 0418 4502 0005 1332')).toBeNull();
    expect(validatorFor('emailPc')?.('ana@clinica')).toBe(messages.validation.emailInvalid);
    expect(inlineValidators.email('')).toBeNull();
    expect(validatorFor('nombre')).toBeUndefined();
  });
});

describe('the not-found flow (§2 añadirAfiliado, §8)', () => {
  it("a 500 'Entity not found.' (or the API's 404) on the affiliate sends to add-affiliate with notFound", () => {
    expect(
      isAffiliateNotFound(new ApiError(500, 'Entity not found.', null, { error: 'Entity not found.' })),
    ).toBe(true);
    expect(isAffiliateNotFound(new ApiError(500, null, null, 'Entity not found.'))).toBe(true);
    expect(isAffiliateNotFound(new ApiError(404, 'No se ha encontrado el afiliado', null, {}))).toBe(true);
    expect(isAffiliateNotFound(new ApiError(500, 'Otra cosa', null, { error: 'Otra cosa' }))).toBe(false);
    expect(AFFILIATE_NOT_FOUND_PATH).toBe('/afiliados/crear-afiliado?notFound=1');
  });
});

describe('who may edit the configuration (as the API allows; the tools: domain actionsFor)', () => {
  it.each([
    ['ROLE_MICRO_ADMIN', { editConfiguration: true }],
    ['ROLE_COMERCIAL', { editConfiguration: true }],
    ['ROLE_RISK', { editConfiguration: false }],
    ['ROLE_ADMIN', { editConfiguration: true }],
  ])('%s', (role, expected) => {
    const got = Object.fromEntries(Object.entries(gates).map(([k, gate]) => [k, gate([role])]));
    expect(got).toEqual(expected);
  });
});
