import { type SQL, sql } from 'drizzle-orm';
import { isRestricted } from '../../lib/scope';
import type { ListingDef, QueryContext } from '../engine';
import { AFFILIATE_LISTINGS } from './affiliates';
import { col, money, num } from './columns';
import { fullName } from './sql';

// The sidebar's server-defined reports (§2 "The sidebar lists server-defined reports"): entries of
// the same engine, under their report id, with the report's own name and roles. Those whose id is
// a listing of the table (resumen-sc, disponible-en-monederos, creditos-problematicos) are that
// listing.

export const REPORT_QUERIES: Record<string, Omit<ListingDef, 'id' | 'title' | 'roles'>> = {
  'cantidad-plataforma-lw': AFFILIATE_LISTINGS['afiliados-cantidad-lw'],
  'ventas-comerciales': {
    key: 'comercialId',
    columns: [
      col('comercial', 'Comercial'),
      col('nombre', 'Nombre'),
      num('afiliados', 'Afiliados'),
      num('financiaciones', 'Financiaciones'),
      money('importeTotal', 'Importe total'),
    ],
    order: { key: 'comercial', dir: 'asc' },
    // A COMERCIAL sees their own figures only: their row, not those of the agents of affiliates
    // they see as the platform's agent.
    query: (ctx) => sql`
      select u.id as "comercialId", u.username as comercial, ${fullName('u')} as nombre,
        count(distinct a.id)::int as afiliados, count(l.id)::int as financiaciones,
        coalesce(sum(l.cantidad), 0)::float8 as "importeTotal"
      from affiliates a join users u on u.id = a.assigned_sales_agent_id left join loans l on l.affiliate_id = a.id
      where ${ownRow(ctx)}
      group by u.id, u.username, u.firstname, u.lastname`,
  },
  'morosidad-afiliados': AFFILIATE_LISTINGS['afiliados-morosidad'],
};

function ownRow(ctx: QueryContext): SQL {
  return isRestricted(ctx.auth) ? sql`u.id = ${ctx.auth.id}` : sql`true`;
}

/** A report takes no route parameters: its listing is read with the widest variant and the platform. */
export const REPORT_PARAMS = { variant: 'all+', platform: 'plataforma', product: 'plataforma' };
