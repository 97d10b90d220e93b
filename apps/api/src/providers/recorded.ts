/**
 * The wallet provider as the app uses it: any implementation (the simulated one, a real one),
 * with every call noted in the Logs LW log (lib/providerCalls.ts): when, who asked, whom it
 * concerns, what it acted on, how it ended and how long it took.
 */
import type { ProviderCallLog } from '../lib/providerCalls';
import { type CallContext, ProviderError } from './simulated';
import type { WalletOperation, WalletProvider } from './wallet';

const userIri = (id: number) => `/api/users/${id}`;

export function recordedWallet(
  inner: WalletProvider,
  log: ProviderCallLog,
  now: () => number,
): WalletProvider {
  async function run<T>(
    operation: WalletOperation,
    by: CallContext | undefined,
    customerId: number | null,
    target: string | null,
    call: () => Promise<T>,
  ): Promise<T> {
    const at = new Date(now());
    const started = performance.now();
    const note = (result: 'ok' | 'error', code: number | null) =>
      log.record({
        at,
        userId: by?.userId ?? null,
        customerId,
        provider: 'wallet',
        operation,
        target,
        result,
        code,
        durationMs: Math.round(performance.now() - started),
      });
    try {
      const out = await call();
      note('ok', null);
      return out;
    } catch (error) {
      note('error', error instanceof ProviderError ? error.code : null);
      throw error;
    }
  }
  return {
    registerWallet: (user, by) =>
      run('registerWallet', by, user.id, userIri(user.id), () => inner.registerWallet(user, by)),
    cleanKyc: (user, by) => run('cleanKyc', by, user.id, userIri(user.id), () => inner.cleanKyc(user, by)),
    moneyP2P: (input, by) =>
      run('moneyP2P', by, by?.customerId ?? null, input.to, () => inner.moneyP2P(input, by)),
    moneyOut: (input, by) =>
      run('moneyOut', by, by?.customerId ?? null, input.wallet, () => inner.moneyOut(input, by)),
    findMovement: (reference, by) =>
      run('findMovement', by, by?.customerId ?? null, reference, () => inner.findMovement(reference, by)),
    registerIban: (user, by) =>
      run('registerIban', by, user.id, userIri(user.id), () => inner.registerIban(user, by)),
    setWalletStatus: (user, by) =>
      run('setWalletStatus', by, user.id, userIri(user.id), () => inner.setWalletStatus(user, by)),
  };
}
