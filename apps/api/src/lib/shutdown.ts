import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Called once the process is draining (`app.lifecycle.draining`: readiness answers 503). */
  onDraining?: () => void;
  /** How long to keep serving after that, so the balancer notices before the listener closes. */
  delayMs?: number;
  /** Closes what the app does not own (the database), once the last request has been answered. */
  afterClose?: () => Promise<void>;
}

/**
 * A graceful stop: readiness goes to draining, then the listener closes (no new connection is
 * accepted; a request arriving on a kept-alive connection gets 503 with `Connection: close`, which
 * a proxy retries elsewhere), open event streams end with a retry hint (the events plugin's
 * preClose hook), every request already received is answered, and only then the database closes.
 */
export async function drainAndClose(app: FastifyInstance, options: ShutdownOptions = {}): Promise<void> {
  // Readiness answers 503 from now on, so a load balancer sends no more work.
  app.lifecycle.draining = true;
  options.onDraining?.();
  if (options.delayMs) await sleep(options.delayMs);
  await app.close();
  await options.afterClose?.();
}
