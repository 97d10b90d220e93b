import {
  type ActionParams,
  type ActionRecord,
  type AdminAction,
  actionMachineInput,
  actionRequest,
  IDEMPOTENCY_PARAM,
} from '@backoffice/domain/actions';
import { type AdminActionEvent, adminActionMachine } from '@backoffice/machines';
import type { ActionHandle } from '@backoffice/ui';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client';
import { useApi } from '../session/SessionProvider';
import { newIdempotencyKey } from './idempotency';

/** Runs an entry's request on a record: its route by key, its `:params` from the record. */
export function runAction(api: ApiClient, entry: AdminAction, record: ActionRecord, params: ActionParams) {
  const { route, params: routeParams, body, headers } = actionRequest(entry, record, params);
  // The key is any entry's, known at run time: its `:params` were each filled from the record by
  // actionRequest (which throws first when one is missing), so the per-key typing has nothing to add.
  return api.call(route, {
    params: routeParams,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  } as Parameters<ApiClient['call']>[1]);
}

/** The actors `adminActionMachine` needs for an entry: its call, and the §8 KYC clean on code 152. */
export function actionActors(
  api: ApiClient,
  entry: AdminAction,
  record: ActionRecord,
  onSettled?: () => void,
) {
  const cleaner = entry.cleanKycOn152;
  return {
    run: fromPromise<unknown, { params: ActionParams }>(async ({ input }) => {
      try {
        return await runAction(api, entry, record, input.params);
      } finally {
        onSettled?.();
      }
    }),
    cleanKyc: fromPromise<unknown, { params: ActionParams }>(async () => {
      if (!cleaner) throw new Error(`${entry.id}: no KYC clean`);
      try {
        return await runAction(api, cleaner, record, {});
      } finally {
        onSettled?.();
      }
    }),
  };
}

/** What the panel reads, plus whether the record was not found (§8 'Entity not found.'). */
export interface AdminActionHandle extends ActionHandle {
  notFound: boolean;
}

/**
 * Any admin-action entry on `adminActionMachine`, on the record given (`{ affiliateId, userId }`).
 * A money entry's every request carries a fresh idempotency key, so a double click or a retry of
 * it moves the money once. `onSettled` runs after each call (to revalidate what it changed).
 */
export function useAdminAction(
  entry: AdminAction,
  record: ActionRecord,
  onSettled?: () => void,
): AdminActionHandle {
  const api = useApi();
  const machine = useMemo(
    () => adminActionMachine.provide({ actors: actionActors(api, entry, record, onSettled) }),
    [api, entry, record, onSettled],
  );
  const [snapshot, send] = useActor(machine, { input: actionMachineInput(entry) });
  return {
    snapshot,
    send: (event: AdminActionEvent) =>
      send(
        entry.money && event.type === 'action.request'
          ? { ...event, params: { ...event.params, [IDEMPOTENCY_PARAM]: newIdempotencyKey() } }
          : event,
      ),
    notFound: snapshot.status === 'done',
  };
}
