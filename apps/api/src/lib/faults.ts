/**
 * Test-only fault injection (issue 14, flows): a switch the fault-injection tests hand to
 * `buildApp({ faults })` to make the Nth call of a route fail, either before its handler runs
 * ('before': the request is refused as a server error, nothing is written) or inside its
 * transaction after its writes ('inside': the transaction must roll them back). main.ts never
 * creates one, so in production `deps.faults` is undefined and every check is a no-op.
 */

import { messages } from '@backoffice/domain';
import type { ContractKey } from '@backoffice/domain/contract';
import { httpError } from './httpError';

export type FaultWhere = 'before' | 'inside';

interface Armed {
  where: FaultWhere;
  /** Calls to let through before the one that fails. */
  skip: number;
}

export class FaultSwitch {
  private readonly armed = new Map<string, Armed>();
  /** How many faults fired, for the tests' figures. */
  fired = 0;

  /** Makes the `nth` (1-based) next call of `key` fail at `where`. */
  failNth(key: ContractKey, nth = 1, where: FaultWhere = 'before'): void {
    this.armed.set(key, { where, skip: nth - 1 });
  }

  clear(): void {
    this.armed.clear();
  }

  /** Throws the injected 500 when this call of `key` at `where` is the armed one. */
  check(key: string | undefined, where: FaultWhere): void {
    if (!key) return;
    const entry = this.armed.get(key);
    if (!entry || entry.where !== where) return;
    if (entry.skip > 0) {
      entry.skip -= 1;
      return;
    }
    this.armed.delete(key);
    this.fired += 1;
    throw httpError(500, messages.general.serverError, { code: 'FAULT_INJECTED' });
  }
}

/** For handlers: the 'inside' check, when a switch is present. */
export const faultInside = (faults: FaultSwitch | undefined, key: ContractKey) =>
  faults?.check(key, 'inside');
