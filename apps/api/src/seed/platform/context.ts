/** What the areas of the platform seed pass on to each other. */
import type { Tx } from '../common';
import type { Rng } from '../random';

export interface SeedContext {
  readonly tx: Tx;
  readonly rng: Rng;
  readonly cfg: { readonly affiliates: number; readonly loans: number; readonly investors: number };
  /** The seed of the random streams (the investors' profiles draw from their own). */
  readonly seed: number;
}

/** The staff the platform's records name: the demo accounts and the platform's sales agents. */
export interface Staff {
  readonly demoId: (role: string) => number;
  readonly comercialDemo: number;
  readonly managerDemos: readonly number[];
  readonly agentUserIds: readonly number[];
  readonly platformAgents: readonly number[];
}

/** An affiliate as the later areas need it. */
export interface Aff {
  id: number;
  adminId: number;
  estadoCd: string;
  purpose: string;
  origin: string;
  agentId: number;
  nombre: string;
}
