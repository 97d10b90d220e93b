/**
 * What every simulated provider shares (issue 14 "each simulated provider can be told to fail"):
 * a log of its calls (date, user, operation, target, result), `failNext(operation, code?)` for
 * tests, and a switch that makes every call fail, set from `SIMULATE_PROVIDER_FAILURE` for demos.
 */

/** The providers behind interfaces, by the name `SIMULATE_PROVIDER_FAILURE` lists them. */
export const PROVIDER_NAMES = [
  'wallet',
  'openBanking',
  'sms',
  'sepa',
  'callCenter',
  'identity',
  'signature',
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Who asks: the staff user behind the request (the "Logs LW" IT tool shows it). */
export interface CallContext {
  userId: number | null;
  /** The customer (a user) the call concerns, when the call's own input does not name them (a money movement). */
  customerId?: number | null;
}

/** One call as a provider's log keeps it, oldest first. */
export interface ProviderCall {
  /** ISO date and time of the call. */
  at: string;
  userId: number | null;
  operation: string;
  /** What it acted on: a loan, a user ('/api/creditos/12'), or null. */
  target: string | null;
  result: 'ok' | 'error';
  /** The provider's error code, on failure. */
  code?: number;
}

/** A provider failure: the provider, the operation and its numeric code (LW's 152, a 503…). */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly operation: string,
    readonly code: number,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** The code a provider failure carries when no other is asked for (the provider is unavailable). */
export const UNAVAILABLE = 503;

/** Calls kept per provider; the oldest go first (a long-running demo server must not grow forever). */
const LOG_LIMIT = 1000;

export interface SimulatedOptions {
  /** The clock of the call log (the app's injected clock). */
  now?: () => number;
  /** Every call fails (`SIMULATE_PROVIDER_FAILURE`), until `setFailing(false)`. */
  failing?: boolean;
}

export abstract class SimulatedProvider<Operation extends string> {
  /** Every call, oldest first. */
  readonly calls: ProviderCall[] = [];
  private readonly failures = new Map<Operation, number>();
  private failing: boolean;
  protected readonly now: () => number;

  constructor(
    readonly provider: ProviderName,
    options: SimulatedOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.failing = options.failing ?? false;
  }

  /** The next call of `operation` fails with `code` (once). */
  failNext(operation: Operation, code: number = UNAVAILABLE): void {
    this.failures.set(operation, code);
  }

  /** Every call fails (the demo switch) or none does. */
  setFailing(on: boolean): void {
    this.failing = on;
  }

  /** The provider's text of a failure code. */
  protected failureText(_code: number): string {
    return 'Error del proveedor';
  }

  /** Runs one operation: logs it, and fails it when told to. */
  protected async run<T>(
    operation: Operation,
    by: CallContext | undefined,
    target: string | null,
    work: () => T,
  ): Promise<T> {
    const entry: ProviderCall = {
      at: new Date(this.now()).toISOString(),
      userId: by?.userId ?? null,
      operation,
      target,
      result: 'ok',
    };
    if (this.calls.length >= LOG_LIMIT) this.calls.shift();
    this.calls.push(entry);
    const code = this.failures.get(operation) ?? (this.failing ? UNAVAILABLE : undefined);
    if (code !== undefined) {
      this.failures.delete(operation);
      entry.result = 'error';
      entry.code = code;
      throw this.error(operation, code);
    }
    return work();
  }

  protected error(operation: Operation, code: number): ProviderError {
    return new ProviderError(this.provider, operation, code, this.failureText(code));
  }
}

/**
 * `SIMULATE_PROVIDER_FAILURE=sms,sepa` (or `all`): the providers whose every call fails. Unknown
 * names are refused so a typo does not silently leave a provider working during a demo.
 */
export function failingProvidersFrom(value: string | undefined): ProviderName[] {
  const out: ProviderName[] = [];
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim();
    if (name === '') continue;
    if (name === 'all') return [...PROVIDER_NAMES];
    const known = PROVIDER_NAMES.find((p) => p.toLowerCase() === name.toLowerCase());
    if (!known)
      throw new Error(`SIMULATE_PROVIDER_FAILURE: ${name} is not a provider (${PROVIDER_NAMES.join(', ')})`);
    if (!out.includes(known)) out.push(known);
  }
  return out;
}
