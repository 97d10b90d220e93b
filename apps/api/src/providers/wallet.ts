import { WALLET_CODE_AFTER_REGISTRATION } from '@backoffice/domain';

/** The wallet provider (LW): wallets, KYC and money movements (spec §1). */
export interface WalletProvider {
  registerWallet(user: { id: number; email: string }): Promise<{ lwId: string; walletStatusCode: number }>;
  cleanKyc(user: { id: number }): Promise<{ walletStatusCode: number }>;
  moneyP2P(input: {
    from: string;
    to: string;
    amount: number;
    msg: string;
  }): Promise<{ transactionId: string }>;
  moneyOut(input: { wallet: string; amount: number; msg: string }): Promise<{ transactionId: string }>;
}

/** A provider failure as LW reports it: a numeric code and its text (§8: code 152 cleans the KYC). */
export class WalletProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'WalletProviderError';
  }
}

/**
 * Deterministic in-process LW. `failNext(code)` makes the next call of an operation fail with that
 * provider code, so tests (and demos) can see error 152 and its automatic KYC clean.
 */
export class SimulatedWalletProvider implements WalletProvider {
  private readonly failures = new Map<string, number>();
  private counter = 0;

  failNext(operation: 'registerWallet' | 'cleanKyc' | 'moneyP2P' | 'moneyOut', code: number): void {
    this.failures.set(operation, code);
  }

  private check(operation: string): void {
    const code = this.failures.get(operation);
    if (code === undefined) return;
    this.failures.delete(operation);
    throw new WalletProviderError(code, code === 152 ? 'KYC pendiente de limpieza' : 'Error del proveedor');
  }

  async registerWallet(user: { id: number; email: string }) {
    this.check('registerWallet');
    return { lwId: `LW${user.id}`, walletStatusCode: WALLET_CODE_AFTER_REGISTRATION };
  }

  async cleanKyc(_user: { id: number }) {
    this.check('cleanKyc');
    return { walletStatusCode: WALLET_CODE_AFTER_REGISTRATION };
  }

  async moneyP2P(_input: { from: string; to: string; amount: number; msg: string }) {
    this.check('moneyP2P');
    this.counter += 1;
    return { transactionId: `P2P-${this.counter}` };
  }

  async moneyOut(_input: { wallet: string; amount: number; msg: string }) {
    this.check('moneyOut');
    this.counter += 1;
    return { transactionId: `OUT-${this.counter}` };
  }
}
