import type { ComponentType } from 'react';

type Loader = () => Promise<{ Component: ComponentType }>;

/** Issue 16: every listing path of LISTING_PATHS (@backoffice/domain/listings), spelled out so the
 * listing table stays out of the first load. */
const listing: Loader = () => import('../listings/ListingRoute');

/**
 * The screen module of each route, keyed by the route's path in the domain route table
 * (`ROUTES` of @backoffice/domain), where every route, its title and its roles are declared once.
 * A route without a module here shows the honest 'En construcción' state.
 */
export const SCREENS: Readonly<Record<string, Loader>> = {
  '/': () => import('./HomeRoute'),
  '/admin': () => import('./HomeRoute'),
  '/inicio': () => import('./HomeRoute'),
  '/prohibido': () => import('./ForbiddenRoute'),
  '/empleados/control-horario': () => import('../workingHours/WorkingHoursRoute'),
  '/afiliados/dashboard': () => import('../affiliates/AffiliateDashboardRoute'),
  '/afiliados/crear-afiliado': () => import('../affiliates/AffiliateCreateRoute'),
  '/afiliados/afiliados': () => import('../affiliates/MyAffiliatesRoute'),
  '/afiliados/lista-afiliados': () => import('../affiliates/AffiliateListRoute'),
  '/afiliados/detalle-afiliado/{tab}': () => import('../affiliates/AffiliateDetailRoute'),
  '/secondary-reasons': () => import('../affiliateConfig/SecondaryReasonsRoute'),
  '/creditos/detalle-credito/{tab}': () => import('../loans/detail/LoanDetailRoute'),
  '/creditos/dashboard': () => import('../loans/list/LoanDashboardRoute'),
  '/creditos/financiaciones': () => import('../loans/list/LoanListRoute'),
  '/creditos/cuotas': () => import('../loans/list/InstallmentListRoute'),
  '/creditos/listado-AMA': () => import('../loans/list/AmaListRoute'),
  '/inversores/dashboard': () => import('../investors/InvestorDashboardRoute'),
  '/inversores/inversores': () => import('../investors/InvestorListRoute'),
  // Issue 16: every listing, and the generic report, is one route module on the listing engine.
  '/creditos/listados/cantidad-{platform}-lw': listing,
  '/creditos/listados/estados-creditos-EAM-RET-AMA-AMO': listing,
  '/creditos/listados/informe-burofax': listing,
  '/creditos/listados/usuarios-wallet-bloqueada': listing,
  '/creditos/listados/creditos-problematicos': listing,
  '/creditos/estado-recobro-mensual': listing,
  '/creditos/detalle-estado-recobro-mensual': listing,
  '/creditos/listados/ultimas-devoluciones': listing,
  '/creditos/listados/ultimos-cobros': listing,
  '/creditos/listados/morosidad-all/{variant}': listing,
  '/creditos/listados/morosidad-financiaciones/{variant}': listing,
  '/creditos/listados/tarjetas': listing,
  '/creditos/listados/tarjetas/problematicas': listing,
  '/creditos/listados/tarjetas/proximas-a-expirar': listing,
  '/listados/morosidad/{ge}/{morososTresMas}/{tipo}/{producto}': listing,
  '/afiliados/listados/cantidad-{product}-lw': listing,
  '/afiliados/listados/morosidad/{variant}': listing,
  '/inversores/listados/cantidad-{platform}-lw': listing,
  '/inversores/listados/falta-documentacion': listing,
  '/inversores/listados/fraude': listing,
  '/inversores/listados/informe-inversores': listing,
  '/inversores/listados/disponible-monenderos': listing,
  '/inversores/listados/informe-check-cuotas-monedero-credito-activo': listing,
  '/listados/resumenSC': listing,
  '/listados/disponible-en-monederos': listing,
  '/listados/Disponible-en-monederos': listing,
  '/listados/reportList/{id}': listing,
  '/inversores/detalle-inversor/{tab}': () => import('../investors/detail/InvestorDetailRoute'),
  '/aprobaciones': () => import('../approvals/ApprovalsRoute'),
  // Issue 16, tools (vacations, credit and IT tools, sales people).
  '/empleados/vacaciones': () => import('../tools/VacationsRoute'),
  '/it-tools/logs-lw': () => import('../tools/LogsLwRoute'),
  '/it-tools/titulizar-creditos': () => import('../tools/TitulizarRoute'),
  '/it-tools/destitulizar-creditos': () => import('../tools/DestitulizarRoute'),
  '/creditos/herramientas/subir-acciones-excel-gap': () => import('../tools/ExcelActionsGapRoute'),
  '/creditos/herramientas/subir-acciones-excel-judicial': () => import('../tools/ExcelActionsJudicialRoute'),
  '/creditos/herramientas/actualizar-cuotas-mes': () => import('../tools/MonthInstallmentsRoute'),
  '/comerciales/tareas-semanales': () => import('../tools/WeeklyTasksRoute'),
  '/comerciales/nueva-tarea': () => import('../tools/NewTaskRoute'),
  '/comerciales/analisis': () => import('../tools/SalesAnalysisRoute'),
  '/comerciales/detalle-comercial': () => import('../tools/SalesAgentDetailRoute'),
};

export const pendingScreen: Loader = () => import('./PendingRoute');
