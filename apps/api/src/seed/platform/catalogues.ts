/** The catalogues: secondary reasons under every purpose, insurance options, reports. */
import { PURPOSES } from '@backoffice/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { syncReports } from '../../reports/sync';
import { bulk } from '../common';
import type { SeedContext } from './context';

/** Secondary reasons, insurances and the reports; the secondary reasons' ids by purpose. */
export async function seedCatalogues({ tx }: SeedContext): Promise<Map<string, number[]>> {
  // Catalogues: secondary reasons under every purpose, insurance options, reports.
  const srRows = PURPOSES.flatMap((p) =>
    ['Estándar', 'Premium', 'Campaña'].map((name, k) => ({
      primaryReason: p,
      secondaryReason: `${p} ${name}`,
      validated: k !== 2,
      active: true,
      less10k: k === 0,
    })),
  );
  const srIds = await bulk(tx, s.secondaryReasons, srRows);
  const srByPurpose = new Map<string, number[]>();
  srRows.forEach((r, i) => {
    srByPurpose.set(r.primaryReason, [...(srByPurpose.get(r.primaryReason) ?? []), srIds[i] as number]);
  });
  await bulk(tx, s.insurances, [
    {
      ruta: 'vehiculos-basico',
      option: 'Vehículos básico',
      code: 'VB',
      vertical: 'Vehículos',
      minMonth: 6,
      maxMonth: 60,
      premium: 1.5,
      minPremium: 30,
    },
    {
      ruta: 'vehiculos-plus',
      option: 'Vehículos plus',
      code: 'VP',
      vertical: 'Vehículos',
      minMonth: 12,
      maxMonth: 96,
      premium: 2.4,
      minPremium: 45,
    },
    {
      ruta: 'vehiculos-largo',
      option: 'Vehículos largo plazo',
      code: 'VL',
      vertical: 'Vehículos',
      minMonth: 48,
      maxMonth: 120,
      premium: 3.1,
      minPremium: 60,
    },
    {
      ruta: 'pos-desempleo',
      option: 'Desempleo',
      code: 'PD',
      vertical: 'POS',
      minMonth: 3,
      maxMonth: 36,
      premium: 1.2,
      minPremium: 15,
    },
    {
      ruta: 'pos-vida',
      option: 'Vida',
      code: 'PV',
      vertical: 'POS',
      minMonth: 6,
      maxMonth: 60,
      premium: 0.9,
      minPremium: 12,
    },
    {
      ruta: 'pos-completo',
      option: 'Vida y desempleo',
      code: 'PC',
      vertical: 'POS',
      minMonth: 12,
      maxMonth: 120,
      premium: 2,
      minPremium: 25,
    },
  ]);
  await syncReports(tx as unknown as Db);
  return srByPurpose;
}
