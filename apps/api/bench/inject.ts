/** Quick in-process timing of the list call (no network): `tsx bench/inject.ts [pglite|postgres] [n]`. */
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/index';
import { startPgCluster } from '../test/support/pgCluster';

const kind = process.argv[2] ?? 'postgres';
const n = Number(process.argv[3] ?? 1000);
const cluster = kind === 'postgres' ? await startPgCluster() : null;
const database = await openDatabase(cluster ? { url: cluster.url } : { memory: true });
await database.migrate();
await seedDemo(database.db, (process.env.BENCH_SEED as 'small') ?? 'small');
const app = await buildApp({ db: database.db, jwtSecret: 'x'.repeat(48) });
const login = await app.inject({
  method: 'POST',
  url: '/api/login_check',
  payload: { username: 'micro-admin', password: 'Demo-2026!' },
});
const authorization = `Bearer ${login.json().token}`;
const me = (
  await app.inject({ url: '/api/users?email=micro-admin@demo.test', headers: { authorization } })
).json()['hydra:member'][0].id;
const url = `/api/users/${me}/affiliatesInDepthList?page=1&itemsPerPage=30`;
for (let i = 0; i < 100; i += 1) await app.inject({ url, headers: { authorization } });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < n; i += 1) {
  const r = await app.inject({ url, headers: { authorization } });
  if (r.statusCode !== 200) throw new Error(r.body);
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(
  `${kind}: ${(ms / n).toFixed(2)} ms/request wall, ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms/request CPU in Node`,
);
await app.close();
await database.close();
cluster?.stop();
