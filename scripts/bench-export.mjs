// Issue 16, part of `npm run bench`: a 100,000-row listing exported as a streamed .xlsx by the built
// server, on PGlite and PostgreSQL (apps/api/bench/export.ts writes apps/api/bench/export.md).
// Goals: ≤ 5 s in all, the first byte in < 1 s, flat memory (the same RSS growth at 10× the rows).
// `node scripts/bench-export.mjs` alone builds the API first; BENCH_DB=pglite|postgres picks one.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const api = resolve(import.meta.dirname, '..', 'apps', 'api');
const r = spawnSync('npx', ['tsx', 'bench/export.ts'], { cwd: api, env: process.env, stdio: 'inherit' });
process.exit(r.status ?? 1);
