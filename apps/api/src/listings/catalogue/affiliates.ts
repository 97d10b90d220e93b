/** The affiliates' listings (platform §2): amounts against LW and arrears by affiliate. */
import { ARREARS_VARIANTS } from '@backoffice/domain';
import type { ListingId } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import type { ListingDef } from '../engine';
import { AFFILIATE_COLUMNS, minAmount, money, num, text } from './columns';
import { arrearsOf, arrearsVariant, PRODUCT, walletAmounts } from './sql';

export const AFFILIATE_LISTINGS = {
  'afiliados-cantidad-lw': {
    params: { product: PRODUCT },
    key: 'afiliadoId',
    columns: [
      ...AFFILIATE_COLUMNS,
      money('cantidadPlataforma', 'Cantidad plataforma'),
      money('saldoLw', 'Saldo LW'),
      money('diferencia', 'Diferencia'),
    ],
    filters: [text('q', 'Código o nombre', 'afiliado')],
    order: { key: 'codigo', dir: 'asc' },
    query: () => walletAmounts('afiliado'),
  },
  'afiliados-morosidad': {
    params: { variant: ARREARS_VARIANTS },
    key: 'afiliadoId',
    columns: [
      ...AFFILIATE_COLUMNS,
      num('creditosMorosos', 'Créditos morosos'),
      num('cuotasImpagadas', 'Cuotas impagadas'),
      money('importeImpagado', 'Importe impagado'),
    ],
    filters: [text('q', 'Código o nombre', 'afiliado'), minAmount('importeImpagado')],
    order: { key: 'importeImpagado', dir: 'desc' },
    query: (ctx) => sql`
      select a.id as "afiliadoId", a.code as codigo, a.nombre as afiliado, count(*)::int as "creditosMorosos",
        sum(m.n)::int as "cuotasImpagadas", sum(m.amount)::float8 as "importeImpagado"
      from loans l join (${arrearsOf}) m on m.loan_id = l.id join affiliates a on a.id = l.affiliate_id
      where ${arrearsVariant(ctx.params.variant ?? 'all')}
      group by a.id, a.code, a.nombre`,
  },
} satisfies Partial<Record<ListingId, Omit<ListingDef, 'id'>>>;
