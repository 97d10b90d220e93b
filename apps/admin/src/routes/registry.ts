import { ROUTES } from '@backoffice/domain';
import type { ComponentType } from 'react';

type Loader = () => Promise<{ Component: ComponentType }>;

/** The listing screen: every route of the table that names a listing opens it. */
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
  // Every listing route of the table, and the generic report, is one route module on the listing engine.
  ...Object.fromEntries(
    ROUTES.filter((route) => 'listing' in route || route.id === 'report').map((route) => [
      route.path,
      listing,
    ]),
  ),
  '/inversores/detalle-inversor/{tab}': () => import('../investors/detail/InvestorDetailRoute'),
  '/aprobaciones': () => import('../approvals/ApprovalsRoute'),
  // Tools (vacations, credit and IT tools, sales people).
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
