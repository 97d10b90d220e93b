import { messages, NO_INSURANCE } from '@backoffice/domain';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import { adminActionMachine } from '@backoffice/machines';
import { affiliateToolInputs } from '@backoffice/ui/screens/affiliateConfig';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isAffiliateNotFound } from '../affiliates/reads';
import { type ApiClient, ApiError, pathOf, type Query, type RequestOptions } from '../api/client';
import { toolRunners } from './AffiliateTools';
import {
  AFFILIATE_NOT_FOUND_PATH,
  commentBody,
  commentsKey,
  gates,
  newIdempotencyKey,
  planBody,
} from './api';
import { inlineBody, inlineValidators, validatorFor } from './inlineEdit';

function fakeApi(answer: (path: string, o: RequestOptions) => unknown = () => ({})) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const api: ApiClient = {
    baseUrl: '',
    call: ((
      key: ApiRouteKey,
      o?: { params?: Record<string, string | number>; query?: Query; body?: unknown },
    ) =>
      api.request(pathOf(key, o?.params, o?.query), {
        method: key.split(' ')[0] as RequestOptions['method'],
        ...(o?.body === undefined ? {} : { json: o.body }),
      })) as ApiClient['call'],
    request: async <T>(path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      return (await answer(path, options)) as T;
    },
    get: async <T>(path: string) => {
      calls.push({ path, options: {} });
      return (await answer(path, {})) as T;
    },
  };
  return { api, calls };
}

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

describe('tools (§7) on adminActionMachine', () => {
  it('each tool calls its path; wallet and KYC act on the administrator user', async () => {
    const { api, calls } = fakeApi();
    const run = toolRunners(api, 7, 30);
    await run.calculateScore({});
    await run.registerWallet({});
    await run.cleanKyc({});
    await run.collaborationContract({});
    await run.enableCollections({});
    expect(calls.map((c) => `${c.options.method} ${c.path}`)).toEqual([
      'PUT /api/tools/microadmin/analizePDV/7',
      'PUT /api/tools/registerWalletLW/30',
      'PUT /api/tools/cleanKYC/30',
      'PUT /api/tools/plataformaAgent/generateCollaborationContract/7',
      'PUT /api/tools/enablePlataformaCobros/7',
    ]);
  });

  it('money out sends amount and msg with the idempotency key as a header; a double confirm sends once', async () => {
    const { api, calls } = fakeApi();
    const runners = toolRunners(api, 7, 30);
    const actor = createActor(
      adminActionMachine.provide({
        actors: { run: fromPromise(({ input }) => runners.moneyOut(input.params)) },
      }),
      { input: affiliateToolInputs.moneyOut },
    ).start();
    const key = newIdempotencyKey();
    actor.send({
      type: 'action.request',
      params: { amount: 1234.5, msg: 'Devolución', idempotencyKey: key },
    });
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/api/tools/admin/moneyOut',
      options: {
        method: 'POST',
        json: { amount: 1234.5, msg: 'Devolución', afiliado: '/api/afiliados/7' },
        headers: { 'idempotency-key': key },
      },
    });
    expect(actor.getSnapshot().context.message).toBe(messages.success.moneyOutDone('Devolución', 1234.5));
    expect(key).toMatch(/^[\w.:-]{8,200}$/);
  });

  it('a wallet registration refused with code 152 cleans the KYC of the same user (§8)', async () => {
    const { api, calls } = fakeApi((path) => {
      if (path.startsWith('/api/tools/registerWalletLW/'))
        throw new ApiError(500, '152 - documentación incompleta', null, {
          error: '152 - documentación incompleta',
        });
      return {};
    });
    const runners = toolRunners(api, 7, 30);
    const actor = createActor(
      adminActionMachine.provide({
        actors: {
          run: fromPromise(({ input }) => runners.registerWallet(input.params)),
          cleanKyc: fromPromise(() => runners.cleanKyc({})),
        },
      }),
      { input: affiliateToolInputs.registerWallet },
    ).start();
    actor.send({ type: 'action.request' });
    // Issue 12: registering the wallet asks first.
    expect(calls).toEqual([]);
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(calls.map((c) => c.path)).toEqual(['/api/tools/registerWalletLW/30', '/api/tools/cleanKYC/30']);
    expect(actor.getSnapshot().context.message).toBe(messages.success.kycCleaned);
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

describe('who sees which tool and edit (as the API allows)', () => {
  it.each([
    ['ROLE_MICRO_ADMIN', { editConfiguration: true, microTools: true, contract: true, moneyTools: false }],
    ['ROLE_COMERCIAL', { editConfiguration: true, microTools: false, contract: true, moneyTools: false }],
    ['ROLE_RISK', { editConfiguration: false, microTools: false, contract: false, moneyTools: false }],
    ['ROLE_ADMIN', { editConfiguration: true, microTools: true, contract: true, moneyTools: true }],
  ])('%s', (role, expected) => {
    const got = Object.fromEntries(Object.entries(gates).map(([k, gate]) => [k, gate([role])]));
    expect(got).toEqual(expected);
  });
});
