import type { ComponentType } from 'react';

type Loader = () => Promise<{ Component: ComponentType }>;

/**
 * The screen module of each route, keyed by the route's path in the domain route table
 * (`ROUTES` of @backoffice/domain), where every route, its title and its roles are declared once.
 * A route without a module here shows the honest 'En construcción' state.
 */
export const SCREENS: Readonly<Record<string, Loader>> = {
  '/': () => import('./HomeRoute'),
  '/admin': () => import('./HomeRoute'),
  '/empleados/control-horario': () => import('../workingHours/WorkingHoursRoute'),
  '/listados/reportList/{id}': () => import('../reports/ReportListRoute'),
};

export const pendingScreen: Loader = () => import('./PendingRoute');
