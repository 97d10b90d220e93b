/**
 * `npm run cluster -- --replicas 3`: N API processes (the built dist/main.js) on one PostgreSQL,
 * behind the local proxy, all on loopback. The database is DATABASE_URL, or a throwaway cluster
 * made for the run. Migrations and the demo seed run once, before any replica starts; the replicas
 * share one JWT secret, so a token from one is good on all. Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoot, buildServer, type Server, startServer } from '../bench/harness';
import { startPgCluster } from '../test/support/pgCluster';
import { type LocalProxy, startProxy } from './proxy';

export interface ClusterOptions {
  replicas: number;
  /** The proxy's port (0: any free one). */
  port?: number;
  /** The demo seed's size (`tiny`, `small`, `default`...). */
  seedSize?: string;
  /** Use this database instead of a throwaway cluster. */
  databaseUrl?: string | undefined;
  /** Build dist/ first (the default). */
  build?: boolean;
  /** Extra environment of every replica. */
  env?: Record<string, string>;
}

export interface Cluster {
  proxy: LocalProxy;
  replicas: (Server | null)[];
  databaseUrl: string;
  /** Starts replica `i` again (after a kill), on a new port the proxy is told about. */
  restart(i: number): Promise<Server>;
  /** SIGKILL: the replica dies mid-request, as a crashed machine would. */
  kill(i: number): void;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.build !== false) buildServer();
  const pg = options.databaseUrl ? null : await startPgCluster();
  const databaseUrl = options.databaseUrl ?? (pg?.url as string);
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-cluster-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('hex'),
    SEED_DEMO: 'false',
    ...options.env,
  };
  // Migrations and the seed, once: the replicas then start on a ready database.
  const seeded = spawnSync(process.execPath, ['dist/cli/seed.js', `--size=${options.seedSize ?? 'small'}`], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('the seed failed');
  const replicas: (Server | null)[] = await Promise.all(
    Array.from({ length: options.replicas }, () => startServer(env)),
  );
  const proxy = await startProxy({ upstreams: replicas.map((r) => (r as Server).url), port: options.port });
  const cluster: Cluster = {
    proxy,
    replicas,
    databaseUrl,
    async restart(i) {
      const server = await startServer(env);
      replicas[i] = server;
      const upstream = proxy.upstreams[i];
      if (upstream) upstream.url = server.url;
      return server;
    },
    kill(i) {
      replicas[i]?.child.kill('SIGKILL');
      replicas[i] = null;
    },
    async stop() {
      await proxy.close();
      await Promise.all(
        replicas.map(
          (r) =>
            r &&
            new Promise<void>((resolve) => {
              r.child.removeAllListeners('exit');
              if (r.child.exitCode !== null) return resolve();
              r.child.once('exit', () => resolve());
              r.child.kill('SIGTERM');
            }),
        ),
      );
      pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      replicas: { type: 'string', default: '2' },
      port: { type: 'string', default: '8080' },
      size: { type: 'string', default: 'small' },
      // The root script has built the admin and the API already.
      built: { type: 'boolean', default: false },
    },
  });
  const replicas = Number(values.replicas);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
    console.error('--replicas debe ser un número entre 1 y 16.');
    process.exit(1);
  }
  const cluster = await startCluster({
    replicas,
    port: Number(values.port),
    seedSize: values.size,
    build: !values.built,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(
    [
      `Backoffice en ${cluster.proxy.url} (${replicas} réplicas sobre PostgreSQL)`,
      ...cluster.replicas.map((r, i) => `  réplica ${i + 1}: ${r?.url} (pid ${r?.child.pid})`),
      'Ctrl-C para detenerlo todo.',
    ].join('\n'),
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void cluster.stop().then(() => process.exit(0));
    });
}
