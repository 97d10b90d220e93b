import type { ListingId } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import type { ListingDef } from '../engine';
import { byUser, col, minAmount, money, num } from './columns';

const walletsWithBalance = sql`
  select w.id, u.username as usuario, u.email, u.tipo, w.lw_id as monedero, w.balance::float8 as disponible
  from wallets w join users u on u.id = w.user_id where w.balance > 0`;
const WALLETS_WITH_BALANCE: Omit<ListingDef, 'id'> = {
  key: 'id',
  columns: [
    col('usuario', 'Usuario'),
    col('email', 'Email'),
    col('tipo', 'Tipo'),
    col('monedero', 'Monedero'),
    money('disponible', 'Disponible'),
  ],
  filters: [byUser, minAmount('disponible')],
  order: { key: 'disponible', dir: 'desc' },
  query: () => walletsWithBalance,
};

export const OTHER_LISTINGS = {
  'resumen-sc': {
    key: 'estado',
    columns: [col('estado', 'Estado'), num('creditos', 'Créditos'), money('importe', 'Importe')],
    order: { key: 'estado', dir: 'asc' },
    query: () => sql`
      select l.estado_cd as estado, count(*)::int as creditos, coalesce(sum(l.cantidad), 0)::float8 as importe
      from loans l group by l.estado_cd`,
  },
  'disponible-en-monederos': WALLETS_WITH_BALANCE,
  'disponible-en-monederos-d': WALLETS_WITH_BALANCE,
} satisfies Partial<Record<ListingId, Omit<ListingDef, 'id'>>>;
