/**
 * EXPLAIN ANALYZE for `npm run bench:scale -- --explain`: the API runs in this process on the
 * database, every statement one call sends is recorded (pg's Pool.query, which Drizzle calls), and
 * each is explained with its own parameters; the slowest one's plan is returned.
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';

interface Statement {
  text: string;
  values: unknown[];
}

let recording: Statement[] | null = null;
const query = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function recorded(this: pg.Pool, ...args: unknown[]) {
  const [first, second] = args;
  if (recording) {
    const config = typeof first === 'string' ? { text: first, values: second } : (first as Statement);
    if (config?.text) recording.push({ text: config.text, values: (config.values as unknown[]) ?? [] });
  }
  return query.apply(this, args);
} as typeof pg.Pool.prototype.query;

const apps = new Map<string, Promise<Awaited<ReturnType<typeof buildApp>>>>();

async function appFor(databaseUrl: string) {
  let app = apps.get(databaseUrl);
  if (!app) {
    app = openDatabase({ url: databaseUrl }).then((database) =>
      buildApp({ db: database.db, jwtSecret: 'x'.repeat(48), readCache: false }),
    );
    apps.set(databaseUrl, app);
  }
  return app;
}

/** The plan of the slowest statement of one GET, as EXPLAIN (ANALYZE, BUFFERS) prints it. */
export async function explainCall(databaseUrl: string, username: string, path: string): Promise<string> {
  const app = await appFor(databaseUrl);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password: 'Demo-2026!' },
  });
  const authorization = `Bearer ${(login.json() as { token: string }).token}`;
  recording = [];
  const res = await app.inject({ url: path, headers: { authorization } });
  const statements = recording;
  recording = null;
  if (res.statusCode !== 200) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let slowest = { ms: -1, plan: '' };
  try {
    for (const s of statements) {
      if (!/^\s*(select|with)\b/i.test(s.text)) continue;
      const plan = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
      const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
      if (ms > slowest.ms) slowest = { ms, plan: lines.slice(0, 30).join('\n') };
    }
  } finally {
    await client.end();
  }
  return `${statements.length} statements; the slowest (${slowest.ms} ms):\n${slowest.plan}`;
}
