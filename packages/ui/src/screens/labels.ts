import { LOAN_TYPE_LABELS } from '@backoffice/domain/loan';
/** Chrome of the shell screens (working hours, reports, finder results): each Spanish label once. */
export const screenLabels = {
  workingHours: {
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    week: (week: number, from: string, to: string) => `Semana ${week}: del ${from} al ${to}`,
    fullDay: 'Jornada completa (8 h)',
    hours: 'Horas',
    reason: 'Motivo',
    noReason: 'Sin seleccionar',
    saved: 'Imputado',
    future: 'Día futuro',
  },
  reports: {
    yes: 'Sí',
    no: 'No',
    download: 'Descargar Excel',
    rows: (n: number) => `${n} filas`,
    fileReport: 'Este informe se descarga como fichero Excel.',
  },
  /** Issue 16: the listing screen (every listing and the generic report). */
  listings: {
    filters: 'Filtros',
    apply: 'Filtrar',
    clear: 'Limpiar',
    any: 'Todos',
    received: (size: string) => `${size} recibidos`,
    downloadProgress: 'Progreso de la descarga',
    total: (n: string) => `${n} resultados`,
    arrears: {
      form: 'Listado de morosidad',
      ge: 'Días de impago (mínimo)',
      threeOrMore: 'Morosos con tres cuotas o más',
      tipo: 'Tipo',
      producto: 'Producto',
      show: 'Ver listado',
      yes: 'Sí',
      no: 'No',
      types: { todos: 'Todos', ...LOAN_TYPE_LABELS },
    },
  },
} as const;
