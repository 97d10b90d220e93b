import { ACTIVE_AFFILIATE_STATES, AFFILIATE_STATES, DEPARTMENTS, PURPOSES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows';
import type { Tx } from '../common';
import { BUSINESSES, CITIES, FORMAS_LEGALES, LAST_NAMES } from '../random';
import { chance, daysAgo, dni, type Ids, int, k, money, person, phone, pick, rnd, slug } from './draws';

/** Affiliates as the demo draws them: administrator, company, account, wallet, sellers, comments. */
export async function affiliatesOf(tx: Tx, A: number, ids: Ids): Promise<void> {
  if (A === 0) return;
  const businesses = JSON.stringify(BUSINESSES);
  await tx.execute(sql`
    create temporary table scale_affiliates on commit drop as
    select k, p.purpose, (${businesses}::jsonb -> p.purpose ->> floor(${rnd(k, 102)} * jsonb_array_length(${businesses}::jsonb -> p.purpose))::int)
        || ' ' || ${pick(k, 103, LAST_NAMES)} as business,
      ${person(110).first} as first, ${person(110).last} as last,
      ${pick(k, 104, FORMAS_LEGALES)} as forma, ${int(k, 105, 0, CITIES.length - 1)} as city
    from generate_series(1, ${A}) k
    cross join lateral (select ${pick(k, 101, PURPOSES)} as purpose) p`);
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, enabled, lw,
      wallet_status_code, dni, phone)
    select ${ids.admins} + k, 'afiliado' || (${ids.a0} + k),
      'admin@' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test', '!', first, last, 'afiliado',
      true, true, false, ${pick(k, 120, [-1, 1, 2, 5, 6, 6, 7])}::int, ${dni(k, 121)}, ${phone(k, 122)}
    from scale_affiliates`);
  const cities = JSON.stringify(CITIES);
  await tx.execute(sql`
    insert into datos_empresas (id, nombre_comercial, sitio_web, nombre_pc, apellidos_pc, telefono_movil, email_pc,
      direccion_fiscal, cp_fiscal, localidad_fiscal, provincia_fiscal, direccion, cp, localidad, provincia,
      volumen_mensual, importe_medio, tipo_persona, cif, razon_social, nombre_representante, apellidos_representante,
      dni_representante, cargo_representante, socios)
    select ${ids.d0} + k, business, 'https://www.' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test',
      first, last, ${phone(k, 130)}, 'contacto@' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test',
      ${pick(k, 131, ['Mayor', 'Real', 'del Sol', 'de Alcalá', 'Gran Vía', 'Nueva'])}, c.cp, c.city, c.province,
      ${pick(k, 131, ['Mayor', 'Real', 'del Sol', 'de Alcalá', 'Gran Vía', 'Nueva'])}, c.cp, c.city, c.province,
      ${money(k, 132, 5_000, 250_000)}, ${money(k, 133, 300, 12_000)},
      case when forma = 'Autónomo' then 'fisica' else 'juridica' end,
      case when forma = 'Autónomo' then ${dni(k, 134)} else 'B' || lpad(${int(k, 135, 0, 99_999_999)}::text, 8, '0') end,
      case when forma = 'Autónomo' then first || ' ' || last else business || ' ' || forma end,
      first, last, ${dni(k, 136)}, 'Administrador', '[]'::jsonb
    from scale_affiliates
    cross join lateral (select ${cities}::jsonb -> city ->> 0 as city, ${cities}::jsonb -> city ->> 1 as province,
      (${cities}::jsonb -> city ->> 2) || lpad(${int(k, 137, 0, 999)}::text, 3, '0') as cp) c`);
  // Sales agents: the platform's (the demo COMERCIAL has a third of the affiliates, as in the demo).
  const [agents] = rowsOf<{ comercial: number; all: number[] }>(
    await tx.execute(sql`select (select id from users where username = 'comercial') as comercial,
      (select array_agg(user_id order by id) from sales_agents where affiliate_id is null) as all`),
  );
  const platform = agents?.all ?? [];
  const active = ACTIVE_AFFILIATE_STATES as readonly string[];
  await tx.execute(sql`
    insert into affiliates (id, code, nombre, estado_cd, origin, plataforma_sales_agent_id, assigned_sales_agent_id,
      score, simplai_score_onboarding, simplai_rating_onboarding, forma_legal, primary_reason, fintonic, bankia,
      santander, allow_own_investment, plataforma_cobros, risk_rating, administrador_id, datos_empresa_id, created_at)
    select ${ids.a0} + k, 'AF' || lpad((${ids.a0} + k)::text, 5, '0'), business,
      case when ${chance(k, 140, 0.55)} then ${pick(k, 141, active)} else ${pick(k, 142, AFFILIATE_STATES)} end,
      ${pick(k, 143, ['WEB', 'COMERCIAL', 'CONF', 'API', 'WEB'])},
      ${pick(k, 144, platform)}::int,
      case when k % 3 = 0 then ${agents?.comercial ?? null}::int else ${pick(k, 145, platform)}::int end,
      ${money(k, 146, 0, 10)}, ${money(k, 147, 0, 10)}, ${pick(k, 148, ['A', 'B', 'C', 'D', 'E'])}, forma, purpose,
      ${chance(k, 149, 0.2)}, ${chance(k, 150, 0.3)}, ${chance(k, 151, 0.3)}, ${chance(k, 152, 0.2)},
      ${chance(k, 153, 0.3)}, ${pick(k, 154, ['A', 'B', 'C', 'D'])}, ${ids.admins} + k, ${ids.d0} + k,
      ${daysAgo(int(k, 155, 30, 1500))}
    from scale_affiliates`);
  await tx.execute(sql`
    insert into accounts (user_id, iban, iban_validado_lw, lw_iban_id)
    select ${ids.admins} + k, 'ES' || lpad(${int(k, 160, 10, 99)}::text, 2, '0') || '2100' || lpad(k::text, 16, '0'),
      ${chance(k, 161, 0.7)}, 'LWI' || (${ids.admins} + k)
    from generate_series(1, ${A}) k`);
  await tx.execute(sql`
    insert into wallets (user_id, lw_id, balance, plataforma_payments, provision_fund)
    select ${ids.admins} + k, 'LW' || (${ids.admins} + k), ${money(k, 162, 0, 50_000)}, ${money(k, 163, 0, 80_000)},
      ${money(k, 164, 0, 15_000)}
    from generate_series(1, ${A}) k`);
  // One seller for every second affiliate: the loans of that affiliate name them.
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, dni, reference)
    select ${ids.sellers} + k / 2, 'vendedor' || (${ids.a0} + k) || '.1', 'vendedor1.' || (${ids.a0} + k) || '@afiliados.test',
      '!', ${person(170).first}, ${person(170).last}, 'comercial_afiliado', true, ${dni(k, 173)}, 'V' || (${ids.a0} + k) || '-1'
    from generate_series(2, ${A}, 2) k`);
  await tx.execute(sql`
    insert into sales_agents (id, user_id, affiliate_id, active)
    select ${ids.s0} + k / 2, ${ids.sellers} + k / 2, ${ids.a0} + k, ${chance(k, 174, 0.85)}
    from generate_series(2, ${A}, 2) k`);
  // Comments (0 to 3) and provision-fund movements (0 to 6) per affiliate.
  await tx.execute(sql`
    insert into comments (section, record_id, departamento, user_id, date, tipo, mensaje)
    select 'afiliado', ${ids.a0} + k, ${pick(sql`k * 7 + n`, 180, DEPARTMENTS)}, (select id from users where username = 'micro-admin'),
      ${daysAgo(int(sql`k * 7 + n`, 181, 0, 300))}, 'comentario',
      ${pick(sql`k * 7 + n`, 182, [
        'Llamado al gerente, interesado en ampliar los planes.',
        'Pendiente de recibir el CIF y las escrituras.',
        'Visita realizada. Buen volumen de ventas en tienda.',
        'Solicita formación para dos vendedores nuevos.',
      ])}
    from generate_series(1, ${A}) k cross join lateral generate_series(1, ${int(k, 183, 0, 3)}) n`);
  await tx.execute(sql`
    insert into provision_fund_movements (affiliate_id, date, amount, concept)
    select ${ids.a0} + k, ${daysAgo(int(sql`k * 7 + n`, 190, 0, 720))}::date,
      case when ${chance(sql`k * 7 + n`, 191, 0.8)} then ${money(sql`k * 7 + n`, 192, 10, 900)} else -${money(sql`k * 7 + n`, 193, 10, 500)} end,
      ${pick(sql`k * 7 + n`, 194, ['Dotación por financiación', 'Recuperación', 'Aplicación por impago', 'Regularización'])}
    from generate_series(1, ${A}) k cross join lateral generate_series(1, ${int(k, 195, 0, 6)}) n`);
}
