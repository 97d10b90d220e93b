import { AFFILIATE_ACTIONS, type AffiliateActionId, affiliateAction, messages } from '@backoffice/domain';
import { type ActionRecord, actionMachineInput } from '@backoffice/domain/actions';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import { adminActionMachine } from '@backoffice/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type ApiClient, ApiError, pathOf, type Query, type RequestOptions } from '../api/client';
import { newIdempotencyKey } from './idempotency';
import { actionActors } from './useAdminAction';

/** An ApiClient that records each request; `call` builds the path as the real client does. */
function fakeApi(answer: (path: string, o: RequestOptions) => unknown = () => ({})) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const api: ApiClient = {
    baseUrl: '',
    call: ((
      key: ApiRouteKey,
      o?: {
        params?: Record<string, string | number>;
        query?: Query;
        body?: unknown;
        headers?: Record<string, string>;
      },
    ) =>
      api.request(pathOf(key, o?.params, o?.query), {
        method: key.split(' ')[0] as RequestOptions['method'],
        ...(o?.body === undefined ? {} : { json: o.body }),
        ...(o?.headers ? { headers: o.headers } : {}),
      })) as ApiClient['call'],
    request: async <T>(path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      return (await answer(path, options)) as T;
    },
    get: async <T>(path: string) => {
      calls.push({ path, options: {} });
      return (await answer(path, {})) as T;
    },
    versionOf: () => undefined,
    forgetVersion: () => {},
  };
  return { api, calls };
}

const record: ActionRecord = { affiliateId: 7, userId: 30 };

function start(api: ApiClient, id: AffiliateActionId, on: ActionRecord = record) {
  const entry = affiliateAction(id);
  return createActor(adminActionMachine.provide({ actors: actionActors(api, entry, on) }), {
    input: actionMachineInput(entry),
  }).start();
}

async function runOnce(api: ApiClient, id: AffiliateActionId, params?: Record<string, unknown>) {
  const actor = start(api, id);
  actor.send({ type: 'action.request', ...(params ? { params } : {}) });
  if (actor.getSnapshot().can({ type: 'action.confirm' })) actor.send({ type: 'action.confirm' });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor.getSnapshot();
}

describe('any entry on adminActionMachine (the affiliate tools, §7)', () => {
  it('each tool calls its route; wallet and KYC act on the administrator user', async () => {
    const { api, calls } = fakeApi();
    for (const id of [
      'calculateScore',
      'registerWallet',
      'cleanKyc',
      'collaborationContract',
      'enableCollections',
    ] as const)
      expect((await runOnce(api, id)).context.message).toBe(affiliateAction(id).successMessage);
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
    const actor = start(api, 'moneyOut');
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

  it('MP2P posts to moneyP2P with its §8 text', async () => {
    const { api, calls } = fakeApi();
    const snapshot = await runOnce(api, 'mp2p', { amount: 10, msg: 'Pago', idempotencyKey: 'k-abcdefgh' });
    expect(calls.map((c) => `${c.options.method} ${c.path}`)).toEqual(['POST /api/tools/admin/moneyP2P']);
    expect(snapshot.context.message).toBe(messages.success.mp2pDone('Pago', 10));
  });

  it('a wallet registration refused with code 152 cleans the KYC of the same user (§8)', async () => {
    const { api, calls } = fakeApi((path) => {
      if (path.startsWith('/api/tools/registerWalletLW/'))
        throw new ApiError(500, '152 - documentación incompleta', null, {
          error: '152 - documentación incompleta',
        });
      return {};
    });
    const actor = start(api, 'registerWallet');
    actor.send({ type: 'action.request' });
    // Issue 12: registering the wallet asks first.
    expect(calls).toEqual([]);
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(calls.map((c) => c.path)).toEqual(['/api/tools/registerWalletLW/30', '/api/tools/cleanKYC/30']);
    expect(actor.getSnapshot().context.message).toBe(messages.success.kycCleaned);
  });

  it('without an administrator user the wallet tools fail with their §8 text and call nothing', async () => {
    const { api, calls } = fakeApi();
    const actor = start(api, 'cleanKyc', { affiliateId: 7, userId: null });
    actor.send({ type: 'action.request' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.message).toBe(messages.write.cleanKyc);
    expect(calls).toEqual([]);
  });

  it('an affiliate that no longer exists ends the machine (the app goes to add-affiliate)', async () => {
    const { api } = fakeApi(() => {
      throw new ApiError(500, 'Entity not found.', null, { error: 'Entity not found.' });
    });
    const actor = start(api, 'calculateScore');
    actor.send({ type: 'action.request' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('every affiliate entry has a route the API guards', () => {
    expect(AFFILIATE_ACTIONS.every((a) => pathOf(a.route, { id: 1 }).startsWith('/api/tools/'))).toBe(true);
  });
});
