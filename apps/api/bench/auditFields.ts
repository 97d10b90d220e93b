/**
 * `tsx bench/auditFields.ts`: what the audit trail stores for a fixed day of ordinary edits on the
 * demo data (seed `small`, PGlite in memory): 20 each of an investor's first name, an affiliate's
 * name, a user's phone, a company's trade name, an investor's preferences, a loan's lender terms
 * with its category as typed in capitals, a loan's category from its score, and the same investor
 * first name saved twice. Prints the audit rows, the fields their `before`/`after` hold, and the
 * changes the 'Historial de acciones' shows, of which how many are phantoms (a field shown as
 * changed whose stored value did not change). Results in bench/auditFields.md.
 */
import { auditChanges, LOAN_PHASES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { seedDemo } from '../src/seed/index';

const N = 20;
const database = await openDatabase({ memory: true });
await database.migrate();
await seedDemo(database.db, 'small');
const db = database.db;
const app = await buildApp({ db, jwtSecret: 'x'.repeat(48), fourEyes: false });
const login = await app.inject({
  method: 'POST',
  url: '/api/login_check',
  payload: { username: 'super-admin', password: 'Demo-2026!' },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const ids = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await db.execute(query)).map((r) => r.id);
async function put(url: string, payload: object) {
  const res = await app.inject({ method: 'PUT', url, payload, headers });
  if (res.statusCode >= 400) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
}

const investors = await ids(sql`select id from investors order by id limit ${N}`);
for (const id of investors) await put(`/api/inversores/${id}`, { firstname: `Nombre ${id}` });
// Saved again unchanged (a second click on 'Guardar').
for (const id of investors) await put(`/api/inversores/${id}`, { firstname: `Nombre ${id}` });
for (const id of await ids(sql`select id from affiliates order by id limit ${N}`))
  await put(`/api/afiliados/${id}`, { nombre: `Afiliado ${id}` });
for (const id of await ids(sql`select id from users where phone is not null order by id limit ${N}`))
  await put(`/api/users/${id}`, { phone: `600${String(id).padStart(6, '0')}` });
for (const id of await ids(sql`select id from datos_empresas order by id limit ${N}`))
  await put(`/api/datos_empresas/${id}`, { nombreComercial: `Empresa ${id}` });
for (const id of await ids(sql`select id from investor_preferences order by id limit ${N}`))
  await put(`/api/investor_preferences/${id}`, { maxBet: 1234 });
// The lender modal while the loan may be approved, with the category typed as the screen shows it.
const inList = (states: readonly string[]) =>
  sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );
const study = LOAN_PHASES.FE.states;
const deciding = [...LOAN_PHASES.FS.states, ...study];
const open = await ids(
  sql`select id from loans where estado_cd in (${inList(study)}) and categoria is not null order by id limit ${N}`,
);
for (const id of open) {
  const [row] = rowsOf<{ categoria: string }>(
    await db.execute(sql`select categoria from loans where id = ${id}`),
  );
  await put(`/api/tools/microadmin/lenderTerms/${id}`, {
    categoria: row?.categoria.toUpperCase(),
    meses: 24,
  });
}
for (const id of await ids(
  sql`select id from loans where estado_cd in (${inList(deciding)}) and categoria is not null order by id desc limit ${N}`,
))
  await put(`/api/tools/admin/categorizeInstantor/${id}`, {});

const rows = rowsOf<{ action: string; before: unknown; after: unknown }>(
  await db.execute(sql`select action, before, after from audit_log order by id`),
);
const keys = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).length : 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
let fields = 0;
let shown = 0;
let phantom = 0;
for (const r of rows) {
  fields += keys(r.before) + keys(r.after);
  const changes = auditChanges(r.before, r.after);
  shown += changes.length;
  const b = (r.before ?? {}) as Record<string, unknown>;
  const a = (r.after ?? {}) as Record<string, unknown>;
  // Shown as changed, yet the value stored after is the one stored before (or the field was not
  // written at all: absent from `after`), or it differs only in letter case.
  phantom += changes.filter(
    (c) =>
      !(c.field in a) ||
      same(b[c.field], a[c.field]) ||
      (typeof c.before === 'string' &&
        typeof c.after === 'string' &&
        c.before.toLowerCase() === c.after.toLowerCase()),
  ).length;
}
console.log(
  `${rows.length} audit rows; ${fields} fields stored in before/after (${(fields / rows.length).toFixed(1)} a row); ` +
    `${shown} changes shown, ${phantom} of them phantoms`,
);
await app.close();
await database.close();
