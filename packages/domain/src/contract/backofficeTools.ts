/**
 * The contract of the issue-16 tools (engineer 'tools'): IT tools (titulizar / destitulizar
 * créditos), credit tools and sales people. Keyed by the API_ACCESS route keys. Pure data.
 */
import { Type } from 'typebox';
import { EXCEL_ACTION_KINDS } from '../tools/excelActions';
import { TASK_NAME_MAX, TASK_TYPES } from '../tools/salesTasks';
import { SECURITIZATION_MOVES } from '../tools/securitization';
import type { RouteTable } from './routes';
import { isoDate, Nullable } from './schema';
import { FileDownload } from './tools';

const Move = Type.String({ enum: [...SECURITIZATION_MOVES] });

/** The filter that selects the loans of a titulización (every part optional). */
export const SecuritizationQuery = Type.Object({
  accion: Move,
  estado: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,4}$' })),
  tipo: Type.Optional(Type.String({ enum: ['financiacion', 'bnpl', 'prestamo'] })),
  desde: Type.Optional(isoDate()),
  hasta: Type.Optional(isoDate()),
  fondo: Type.Optional(Type.String({ maxLength: 60 })),
});

export const SecuritizationLoan = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  tipo: Type.String(),
  estadoCd: Type.String(),
  cantidad: Type.Number(),
  fund: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Why the loan may not make the move (Spanish), or null. */
  refusal: Nullable(Type.String()),
});

/** What the filter selects, with the totals of the loans that may make the move. */
export const SecuritizationPreview = Type.Object({
  accion: Move,
  totals: Type.Object({
    selected: Type.Integer(),
    eligible: Type.Integer(),
    eligibleAmount: Type.Number(),
    refused: Type.Integer(),
  }),
  /** Every loan that may make the move: what a confirmation sends. */
  eligibleIds: Type.Array(Type.Integer()),
  /** The loans, eligible first, at most `limit` of them (the totals count them all). */
  loans: Type.Array(SecuritizationLoan),
  limit: Type.Integer(),
});

export const SecuritizationApply = Type.Object({
  accion: Move,
  fondo: Type.Optional(Type.String({ maxLength: 200 })),
  ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000 }),
});

export const SecuritizationResult = Type.Object({
  accion: Move,
  updated: Type.Integer(),
  amount: Type.Number(),
  fondo: Nullable(Type.String()),
});

export const ExcelActionsParams = Type.Object({ tipo: Type.String({ enum: [...EXCEL_ACTION_KINDS] }) });
export const ExcelActionsQuery = Type.Object({
  /** The dry run is the default: only `dryRun=false` applies the valid rows. */
  dryRun: Type.Optional(Type.String({ enum: ['true', 'false'] })),
});

export const ExcelActionReportRow = Type.Object({
  /** The row of the sheet (the header is row 1). */
  fila: Type.Integer(),
  credito: Type.String(),
  accion: Type.String(),
  fecha: Nullable(Type.String()),
  importe: Nullable(Type.Number()),
  /** Why the row is refused (Spanish); empty when it is valid. */
  errors: Type.Array(Type.String()),
});

/** The check of an uploaded file: counts, the refused rows first, and what was applied. */
export const ExcelActionsReport = Type.Object({
  tipo: Type.String({ enum: [...EXCEL_ACTION_KINDS] }),
  dryRun: Type.Boolean(),
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  /** Rows written (0 in a dry run). */
  applied: Type.Integer(),
  /** Every refused row, then valid ones, at most `limit` rows in all. */
  rows: Type.Array(ExcelActionReportRow),
  limit: Type.Integer(),
});

/** Actualizar cuotas del mes: what a run would change (or changed). */
export const MonthInstallmentsSummary = Type.Object({
  /** 'YYYY-MM'. */
  month: Type.String(),
  /** Installments due this month. */
  installments: Type.Integer(),
  /** How many of them change status. */
  changes: Type.Integer(),
  transitions: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), count: Type.Integer() })),
  /** Installments written (0 for the summary). */
  applied: Type.Integer(),
});

/** Tareas semanales: the week to show (any day of it; today by default). */
export const WeeklyTasksQuery = Type.Object({ semana: Type.Optional(isoDate()) });

export const SalesTask = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  date: Type.String(),
  name: Type.String(),
  status: Type.String(),
  finished: Type.Boolean(),
  affiliateId: Type.Integer(),
  affiliateName: Type.String(),
});

export const WeeklyTasks = Type.Object({
  from: Type.String(),
  to: Type.String(),
  previous: Type.String(),
  next: Type.String(),
  /** One entry per sales agent with tasks that week (a COMERCIAL sees only their own). */
  agents: Type.Array(
    Type.Object({
      agentId: Nullable(Type.Integer()),
      agentName: Type.String(),
      tasks: Type.Array(SalesTask),
    }),
  ),
});

export const NewTask = Type.Object({
  type: Type.String({ enum: [...TASK_TYPES] }),
  date: isoDate(),
  afiliado: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: TASK_NAME_MAX + 100 }),
});

/** Análisis de comerciales: the period of the loans (months, 'YYYY-MM'; the last 6 by default). */
export const SalesAnalysisQuery = Type.Object({
  desde: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' })),
  hasta: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' })),
});

export const SalesAnalysis = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  months: Type.Array(Type.String()),
  agents: Type.Array(
    Type.Object({
      agentId: Type.Integer(),
      agentName: Type.String(),
      /** The agent's affiliates now, by status code. */
      affiliatesByStatus: Type.Record(Type.String(), Type.Integer()),
      affiliates: Type.Integer(),
      /** Affiliates in an active status (financing) over all, in %. */
      conversion: Type.Number(),
      /** Loans of the agent's affiliates created in each month of the period (same order as months). */
      loansByMonth: Type.Array(Type.Integer()),
      amountByMonth: Type.Array(Type.Number()),
    }),
  ),
});

/** Detalle comercial: one sales agent (the caller by default; a COMERCIAL only themselves). */
export const SalesAgentDetailQuery = Type.Object({
  comercial: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
});

export const SalesAgentDetail = Type.Object({
  agentId: Type.Integer(),
  agentName: Type.String(),
  /** The agents the caller may pick. */
  agents: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  figures: Type.Object({
    affiliates: Type.Integer(),
    active: Type.Integer(),
    conversion: Type.Number(),
    loans: Type.Integer(),
    amount: Type.Number(),
  }),
  affiliates: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), estadoCd: Type.String() })),
  /** The latest 100 loans of the agent's affiliates. */
  loans: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      estadoCd: Type.String(),
      cantidad: Type.Number(),
      createdAt: Type.String(),
      affiliateName: Type.String(),
    }),
  ),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const BACKOFFICE_TOOLS_ROUTES = {
  'GET /api/comerciales/detalle': { querystring: SalesAgentDetailQuery, response: SalesAgentDetail },
  'GET /api/comerciales/analisis': { querystring: SalesAnalysisQuery, response: SalesAnalysis },
  'GET /api/comerciales/tareas': { querystring: WeeklyTasksQuery, response: WeeklyTasks },
  'POST /api/comerciales/tareas': { body: NewTask, response: SalesTask, status: 201 },
  'GET /api/tools/superadmin/actualizar-cuotas-mes': { response: MonthInstallmentsSummary },
  'POST /api/tools/superadmin/actualizar-cuotas-mes': { response: MonthInstallmentsSummary },
  'GET /api/tools/superadmin/acciones-excel/:tipo/plantilla': {
    params: ExcelActionsParams,
    response: FileDownload(XLSX),
  },
  'POST /api/tools/superadmin/acciones-excel/:tipo': {
    params: ExcelActionsParams,
    querystring: ExcelActionsQuery,
    response: ExcelActionsReport,
  },
  'GET /api/tools/admin/titulizacion': { querystring: SecuritizationQuery, response: SecuritizationPreview },
  'POST /api/tools/admin/titulizacion': { body: SecuritizationApply, response: SecuritizationResult },
} as const satisfies RouteTable;
