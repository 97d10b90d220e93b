import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const base = { DATABASE_URL: 'postgres://127.0.0.1:5432/bo' };

describe('loadConfig (issue 2 §7: production mode)', () => {
  it('refuses to start in production without a JWT_SECRET of at least 32 bytes', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /32 bytes/,
    );
    const ok = loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(ok.production).toBe(true);
  });

  it('seeds nothing in production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('never seeds the demo accounts with NODE_ENV=production, even on PGlite or with SEED_DEMO=true', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).seedDemo).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('outside production keeps a generated secret in the data folder and seeds the demo', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      expect(first.production).toBe(false);
      expect(first.seedDemo).toBe(true);
      expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
      expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
      // The same secret on the next start, so tokens survive a restart.
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on loopback port 8080 by default; HOST and PORT override it; a bad PORT is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ host: '127.0.0.1', port: 8080 });
      expect(loadConfig({ DATA_DIR: dir, HOST: '::1', PORT: '9000' })).toMatchObject({
        host: '::1',
        port: 9000,
      });
      expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(ConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has four-eyes on unless FOUR_EYES=off (issue 14)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).fourEyes).toBe(true);
      expect(loadConfig({ DATA_DIR: dir, FOUR_EYES: 'on' }).fourEyes).toBe(true);
      expect(loadConfig({ DATA_DIR: dir, FOUR_EYES: 'off' }).fourEyes).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads CORS_ORIGINS as exact origins (none by default) and refuses anything else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).corsOrigins).toEqual([]);
      expect(
        loadConfig({ DATA_DIR: dir, CORS_ORIGINS: 'https://admin.example.com, http://127.0.0.1:5173/' })
          .corsOrigins,
      ).toEqual(['https://admin.example.com', 'http://127.0.0.1:5173']);
      for (const bad of ['*', 'admin.example.com', 'https://admin.example.com/app', 'ftp://a.example']) {
        expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves as in production (HSTS, no source maps) when NODE_ENV=production, whatever the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).productionServing).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).productionServing).toBe(true);
      const config = loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
      expect(config.productionServing).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig: deployment settings', () => {
  const prod = { ...base, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) };
  it('logs in production unless LOG=0, elsewhere only with LOG=1', () => {
    expect(loadConfig(prod).log).toBe(true);
    expect(loadConfig({ ...prod, LOG: '0' }).log).toBe(false);
    expect(loadConfig({ ...base, JWT_SECRET: 's'.repeat(40) }).log).toBe(false);
    expect(loadConfig({ ...base, JWT_SECRET: 's'.repeat(40), LOG: '1' }).log).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses anything else', () => {
    expect(loadConfig(prod).trustProxy).toBe(false);
    expect(loadConfig({ ...prod, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...prod, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ ...prod, TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('reads SHUTDOWN_DELAY_MS, METRICS_TOKEN and MIGRATE_ON_START', () => {
    expect(loadConfig(prod).shutdownDelayMs).toBe(0);
    expect(loadConfig({ ...prod, SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000);
    expect(() => loadConfig({ ...prod, SHUTDOWN_DELAY_MS: 'soon' })).toThrow(ConfigError);
    expect(loadConfig({ ...prod, METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
    expect(loadConfig(prod).migrateOnStart).toBe(true);
    expect(loadConfig({ ...prod, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });
});
