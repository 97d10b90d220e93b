import {
  INVESTOR_KIND_LABELS,
  INVESTOR_LIST_COLUMNS,
  INVESTOR_LIST_TITLE,
} from '@backoffice/domain/investor';

/** Interface words of the investors list and dashboard (issue 15); messages live in the domain. */
export const investorListLabels = {
  list: {
    title: INVESTOR_LIST_TITLE,
    countsRegion: 'Inversores por estado',
    countAll: 'Todos',
    filterText: 'Nombre, e-mail o documento',
    filterStatus: 'Estado',
    filterKind: 'Tipo de persona',
    export: 'Exportar a Excel',
    exporting: 'Exportando…',
    total: (n: number) => `${n.toLocaleString('es-ES')} inversores`,
    // The same names as the list's .xlsx download.
    columns: INVESTOR_LIST_COLUMNS,
  },
  kinds: INVESTOR_KIND_LABELS,
  dashboard: {
    title: 'Dashboard de inversores',
    figures: 'Cifras',
    investors: 'Inversores',
    legalPersons: 'Personas jurídicas',
    naturalPersons: 'Personas físicas',
    invested: 'Importe invertido (activo)',
    activeInvestments: 'Inversiones activas',
    walletBalance: 'Saldo en monederos',
    withBalance: 'Monederos con saldo',
    byStatus: 'Inversores por estado',
    investedByMonth: 'Importe invertido por mes',
    investmentsByMonth: 'Inversiones por mes',
    walletsByBand: 'Monederos por saldo',
    balanceByBand: 'Saldo por tramo',
    status: 'Estado',
    month: 'Mes',
    band: 'Tramo',
    count: 'Número',
    money: 'Importe',
  },
} as const;
