import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SEED_TODAY } from './platform';

/**
 * Issue 16 Logs LW: the wallet-provider calls of the fortnight before the seed's today, so the
 * screen shows something on a fresh start: 48 calls by four staff users on the first customers
 * with a wallet, every operation, one in five an error (503, LW's 152 on a KYC, 500). Deterministic,
 * derived from the ids the platform seed gave.
 */
export async function seedProviderCalls(db: Db): Promise<void> {
  await db.execute(sql`
    with staff as (
      select id, row_number() over (order by id) - 1 as k from users
      where email in ('admin@demo.test', 'micro-admin@demo.test', 'super-admin@demo.test', 'admin-2@demo.test')
    ),
    customers as (
      select w.user_id, w.lw_id, w.id, row_number() over (order by w.id) - 1 as k
      from wallets w order by w.id limit 12
    ),
    calls as (
      select n,
        (array['registerWallet', 'cleanKyc', 'moneyP2P', 'moneyOut', 'registerIban', 'setWalletStatus'])[1 + n % 6] as operation,
        n % 5 = 3 as failed
      from generate_series(0, 47) as n
    )
    insert into provider_calls (at, user_id, customer_id, provider, operation, target, result, code, duration_ms)
    select
      -- From the seed's day at 18:40, or from now when the seed runs earlier that day.
      least((${SEED_TODAY}::date + time '18:40')::timestamp at time zone 'Europe/Madrid', now())
        - (c.n * interval '7 hours') - ((c.n * 13) % 50) * interval '1 minute',
      s.id, cu.user_id, 'wallet', c.operation,
      case when c.operation in ('moneyP2P', 'moneyOut') then coalesce(cu.lw_id, cu.id::text)
        else '/api/users/' || cu.user_id end,
      case when c.failed then 'error' else 'ok' end,
      case when not c.failed then null when c.operation = 'cleanKyc' then 152
        when c.n % 4 = 0 then 500 else 503 end,
      40 + (c.n * 37) % 400
    from calls c
    join staff s on s.k = c.n % (select count(*) from staff)
    join customers cu on cu.k = c.n % (select count(*) from customers)`);
}
