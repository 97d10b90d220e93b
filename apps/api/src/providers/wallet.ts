import { WALLET_CODE_AFTER_REGISTRATION } from '@backoffice/domain';
import { type CallContext, ProviderError, type SimulatedOptions, SimulatedProvider } from './simulated';

/** The wallet provider (LW): wallets, KYC, IBANs and money movements (spec §1). */
export interface WalletProvider {
  registerWallet(
    user: { id: number; email: string },
    by?: CallContext,
  ): Promise<{ lwId: string; walletStatusCode: number }>;
  cleanKyc(user: { id: number }, by?: CallContext): Promise<{ walletStatusCode: number }>;
  /**
   * A movement carries our `reference` (one per money operation), so that a movement whose answer
   * was lost (the process died mid-call) can be found again with `findMovement`.
   */
  moneyP2P(
    input: {
      from: string;
      to: string;
      amount: number;
      msg: string;
      reference: string;
    },
    by?: CallContext,
  ): Promise<{ transactionId: string }>;
  moneyOut(
    input: { wallet: string; amount: number; msg: string; reference: string },
    by?: CallContext,
  ): Promise<{ transactionId: string }>;
  /** The movement made under `reference`, or null when the provider made none. */
  findMovement(reference: string, by?: CallContext): Promise<{ transactionId: string } | null>;
  /** Registers the user's IBAN at LW (registerIBANLW); answers LW's id of the IBAN. */
  registerIban(user: { id: number; iban: string }, by?: CallContext): Promise<{ lwIBANId: string }>;
  /** Sets the user's wallet status at LW (the loan detail's "Estado LW" change). */
  setWalletStatus(
    user: { id: number; walletStatusCode: number },
    by?: CallContext,
  ): Promise<{ walletStatusCode: number }>;
}

export type WalletOperation =
  | 'registerWallet'
  | 'cleanKyc'
  | 'moneyP2P'
  | 'moneyOut'
  | 'findMovement'
  | 'registerIban'
  | 'setWalletStatus';

/** A provider failure as LW reports it: a numeric code and its text (§8: code 152 cleans the KYC). */
export class WalletProviderError extends ProviderError {
  constructor(code: number, message: string, operation = '') {
    super('wallet', operation, code, message);
    this.name = 'WalletProviderError';
  }
}

const userIri = (id: number) => `/api/users/${id}`;

/**
 * Deterministic in-process LW. `failNext(operation, code)` makes the next call of an operation fail
 * with that provider code, so tests (and demos) can see error 152 and its automatic KYC clean.
 * `calls` is what the IT tool "Logs LW" reads.
 */
export class SimulatedWalletProvider extends SimulatedProvider<WalletOperation> implements WalletProvider {
  private counter = 0;
  /** The movements made, by our reference (what `findMovement` looks up). */
  private readonly movements = new Map<string, string>();

  constructor(options: SimulatedOptions = {}) {
    super('wallet', options);
  }

  protected override failureText(code: number): string {
    return code === 152 ? 'KYC pendiente de limpieza' : 'Error del proveedor';
  }

  protected override error(operation: WalletOperation, code: number): ProviderError {
    return new WalletProviderError(code, this.failureText(code), operation);
  }

  registerWallet(user: { id: number; email: string }, by?: CallContext) {
    return this.run('registerWallet', by, userIri(user.id), () => ({
      lwId: `LW${user.id}`,
      walletStatusCode: WALLET_CODE_AFTER_REGISTRATION,
    }));
  }

  cleanKyc(user: { id: number }, by?: CallContext) {
    return this.run('cleanKyc', by, userIri(user.id), () => ({
      walletStatusCode: WALLET_CODE_AFTER_REGISTRATION,
    }));
  }

  moneyP2P(
    input: { from: string; to: string; amount: number; msg: string; reference: string },
    by?: CallContext,
  ) {
    return this.run('moneyP2P', by, input.to, () => this.move('P2P', input.reference));
  }

  moneyOut(input: { wallet: string; amount: number; msg: string; reference: string }, by?: CallContext) {
    return this.run('moneyOut', by, input.wallet, () => this.move('OUT', input.reference));
  }

  findMovement(reference: string, by?: CallContext) {
    return this.run('findMovement', by, reference, () => {
      const transactionId = this.movements.get(reference);
      return transactionId === undefined ? null : { transactionId };
    });
  }

  /** A reference moves money once, as at LW: the same reference answers the same movement. */
  private move(prefix: 'P2P' | 'OUT', reference: string) {
    const made = this.movements.get(reference);
    if (made !== undefined) return { transactionId: made };
    this.counter += 1;
    const transactionId = `${prefix}-${this.counter}`;
    this.movements.set(reference, transactionId);
    return { transactionId };
  }

  registerIban(user: { id: number; iban: string }, by?: CallContext) {
    // The same IBAN always gets the same id at LW: its last 8 characters after the user.
    return this.run('registerIban', by, userIri(user.id), () => ({
      lwIBANId: `IBAN${user.id}-${user.iban.replace(/\s+/g, '').slice(-8)}`,
    }));
  }

  setWalletStatus(user: { id: number; walletStatusCode: number }, by?: CallContext) {
    return this.run('setWalletStatus', by, userIri(user.id), () => ({
      walletStatusCode: user.walletStatusCode,
    }));
  }
}
