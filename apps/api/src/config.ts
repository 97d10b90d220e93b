import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAdminDist, defaultDataDir } from './lib/paths';
import { failingProvidersFrom, type ProviderName } from './providers/simulated';

export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  adminDist: string;
  jwtSecret: string;
  production: boolean;
  /** Seed the demo data on the first run: SEED_DEMO (default on), never with NODE_ENV=production. */
  seedDemo: boolean;
  /** The version-checked read cache (`READ_CACHE=off` turns it off, for comparison). */
  readCache: boolean;
  /** `NODE_ENV=production`: HSTS is sent and the admin's source maps are not served. */
  productionServing: boolean;
  /** Other origins allowed to call the API from a browser (`CORS_ORIGINS`, comma-separated). */
  corsOrigins: string[];
  /** Simulated providers that fail every call, for demos (`SIMULATE_PROVIDER_FAILURE=sms,sepa` or `all`). */
  failingProviders: ProviderName[];
  /** Issue 14 four-eyes: a second person approves protected operations (`FOUR_EYES=off` turns it off). */
  fourEyes: boolean;
  /** JSON request logs: on in production (`LOG=0` turns them off), elsewhere with `LOG=1`. */
  log: boolean;
  /** The bearer token of `GET /metrics`; in production /metrics is off without one. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long readiness answers 'draining' before the listener closes (`SHUTDOWN_DELAY_MS`). */
  shutdownDelayMs: number;
  /**
   * Behind a reverse proxy, which hops to trust for the client's address (`TRUST_PROXY`: a hop
   * count, or the proxies' addresses/CIDRs, comma-separated); the login throttle counts by it.
   */
  trustProxy: boolean | number | string;
  /** Apply the migrations at start (`MIGRATE_ON_START=false` when a one-off job runs them). */
  migrateOnStart: boolean;
}

export class ConfigError extends Error {}

const MIN_SECRET_BYTES = 32;

/** Reads the environment. In production a DATABASE_URL and a JWT_SECRET of 32 bytes or more are required. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
  const dataDir = env.DATA_DIR ?? defaultDataDir;
  let jwtSecret = env.JWT_SECRET;
  if (production) {
    if (!jwtSecret || Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES) {
      throw new ConfigError(`JWT_SECRET must be set to at least ${MIN_SECRET_BYTES} bytes in production.`);
    }
  } else if (!jwtSecret) {
    jwtSecret = devSecret(dataDir);
  }
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    adminDist: env.ADMIN_DIST ?? defaultAdminDist,
    jwtSecret,
    production,
    // Never with NODE_ENV=production, even without a DATABASE_URL (PGlite in production).
    seedDemo: !production && env.NODE_ENV !== 'production' && env.SEED_DEMO !== 'false',
    readCache: env.READ_CACHE !== 'off',
    productionServing: env.NODE_ENV === 'production',
    corsOrigins: corsOriginsFrom(env.CORS_ORIGINS),
    failingProviders: failingProvidersOf(env.SIMULATE_PROVIDER_FAILURE),
    fourEyes: env.FOUR_EYES !== 'off',
    log: env.LOG === '1' || (env.NODE_ENV === 'production' && env.LOG !== '0'),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
  };
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  if (/^[0-9a-fA-F.:/, ]+$/.test(v)) return v;
  throw new ConfigError(`TRUST_PROXY must be a hop count or proxy addresses (10.0.0.0/8, …): ${v}`);
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new ConfigError(`${name} must be a whole number of milliseconds (0 to 600000): ${value}`);
  return ms;
}

function failingProvidersOf(value: string | undefined): ProviderName[] {
  try {
    return failingProvidersFrom(value);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

/** `https://a.example, https://b.example:8443` → each an exact origin (scheme, host, port; no path). */
function corsOriginsFrom(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.origin === entry.replace(/\/$/, '').toLowerCase()
      )
        origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (!origin)
      throw new ConfigError(`CORS_ORIGINS: ${entry} is not an origin such as https://admin.example.com`);
    origins.push(origin);
  }
  return origins;
}

/** Outside production, a random secret kept in the data folder so tokens survive restarts. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
