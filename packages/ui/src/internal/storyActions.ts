/**
 * Stories only: an admin-action entry on the real adminActionMachine, whose network call is a
 * stand-in that records the call and answers `{}`, or throws `fail` (an API error as the client
 * reports it). Nothing in the app imports it.
 */
import { type AdminAction, actionMachineInput } from '@backoffice/domain/actions';
import { adminActionMachine } from '@backoffice/machines';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ActionHandle } from '#patterns/ActionsPanel';

export function useStoryAction(
  entry: AdminAction,
  run: (id: string, params: unknown) => void,
  fail: false | object = false,
): ActionHandle {
  const machine = useMemo(
    () =>
      adminActionMachine.provide({
        actors: {
          run: fromPromise(async ({ input }) => {
            run(entry.id, input.params);
            if (fail) throw fail;
            return {};
          }),
          cleanKyc: fromPromise(async ({ input }) => {
            run(`${entry.id}:cleanKyc`, input.params);
            return {};
          }),
        },
      }),
    [entry, fail, run],
  );
  const [snapshot, send] = useActor(machine, { input: actionMachineInput(entry) });
  return { snapshot, send };
}
