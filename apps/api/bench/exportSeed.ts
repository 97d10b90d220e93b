/** The data of the export benchmarks (export.ts, exportExceljs.ts). */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { seedDemo } from '../src/seed/index';

/** The listing the export benchmarks download: 8 typed columns over loans, borrowers and affiliates. */
export const LISTING = 'creditos-estados-eam-ret-ama-amo';

/** The demo staff, and `rows` loans in EAM/RET/AMA/AMO of 1,000 borrowers and 100 affiliates. */
export async function seed(options: { url?: string; dataDir?: string }, rows: number) {
  const database = await openDatabase(options);
  await database.migrate();
  const { db } = database;
  const [has] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  if (!has?.n) await seedDemo(db, 'users');
  await db.execute(sql`delete from loans`);
  await db.execute(sql`
    insert into users (username, email, password_hash, firstname, lastname, tipo)
    select 'bench' || g, 'bench' || g || '@demo.test', 'x', 'Nombre' || g, 'Apellido' || g, 'prestatario'
    from generate_series(1, 1000) g on conflict do nothing`);
  await db.execute(sql`
    insert into affiliates (code, nombre) select 'BA' || g, 'Afiliado ' || g from generate_series(1, 100) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into loans (code, tipo, estado_cd, user_id, affiliate_id, cantidad, meses, tin, created_at)
    select 'F' || lpad(g::text, 7, '0'), 'financiacion', (array['EAM', 'RET', 'AMA', 'AMO'])[1 + g % 4],
      (select min(id) from users where username like 'bench%') + g % 1000,
      (select min(id) from affiliates where code like 'BA%') + g % 100,
      300 + (g * 37) % 20000, 12 + g % 48, (g % 1800) / 100.0, now() - (g % 1000) * interval '1 day'
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`analyze`);
  await database.close();
}
