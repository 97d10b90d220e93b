import { affiliateAction, messages } from '@backoffice/domain';
import { actionMachineInput } from '@backoffice/domain/actions';
import { adminActionMachine } from '@backoffice/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { actionActors } from '../actions/useAdminAction';
import { type ApiClient, ApiError } from '../api/client';

/** The API client as it fails on a 422: status, Spanish `error`, parsed body (api/client.ts). */
function refusingApi(status: number, error: string): ApiClient {
  const fail = async (): Promise<never> => {
    throw new ApiError(status, error, null, { error });
  };
  return {
    baseUrl: '',
    call: fail,
    request: fail,
    get: fail,
    versionOf: () => undefined,
    forgetVersion: () => {},
  };
}

async function runMoneyOut(api: ApiClient) {
  const entry = affiliateAction('moneyOut');
  const actor = createActor(
    adminActionMachine.provide({ actors: actionActors(api, entry, { affiliateId: 7, userId: 30 }) }),
    { input: actionMachineInput(entry) },
  ).start();
  actor.send({
    type: 'action.request',
    params: { amount: 60000, msg: 'Devolución', idempotencyKey: 'k-000001' },
  });
  actor.send({ type: 'action.confirm' });
  await waitFor(actor, (s) => s.hasTag('done') || s.context.message !== null);
  return actor.getSnapshot().context.message;
}

describe('money out refused by the API (issue 12)', () => {
  it("shows the API's insufficient-balance text, with the available amount, in the tool's notification", async () => {
    const text = messages.money.insufficientBalance(49949.61);
    expect(await runMoneyOut(refusingApi(422, text))).toBe(
      'Saldo insuficiente: el saldo disponible del monedero es 49.949,61\u00a0€',
    );
  });

  it('shows the §8 text for a provider failure', async () => {
    expect(await runMoneyOut(refusingApi(502, messages.write.moneyOut))).toBe(messages.write.moneyOut);
  });
});
