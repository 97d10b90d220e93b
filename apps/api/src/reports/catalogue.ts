import type { Role } from '@backoffice/domain';

export interface ReportDef {
  id: string;
  name: string;
  /** 'list' opens the generic report screen (JSON rows); 'file' downloads an .xlsx. */
  kind: 'list' | 'file';
  /** Any one of these (with the hierarchy) may see and open the report (§6). */
  roles: readonly Role[];
}

/** The server-defined reports of the sidebar (§2), with the roles §2 and §6 give their screens. */
export const REPORTS: readonly ReportDef[] = [
  { id: 'cantidad-plataforma-lw', name: 'Cantidad Plataforma en LW', kind: 'list', roles: ['ROLE_ADMIN'] },
  {
    id: 'ventas-comerciales',
    name: 'Ventas por comercial',
    kind: 'file',
    roles: ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'],
  },
  { id: 'morosidad-afiliados', name: 'Morosidad por afiliado', kind: 'file', roles: ['ROLE_ADMIN'] },
  {
    id: 'disponible-en-monederos',
    name: 'Disponible en monederos',
    kind: 'list',
    roles: ['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_ADMIN'],
  },
  {
    id: 'resumen-sc',
    name: 'Resumen SC',
    kind: 'list',
    roles: ['ROLE_MICRO_ADMIN', 'ROLE_RECOBRO', 'ROLE_SUPER_ADMIN'],
  },
  {
    id: 'creditos-problematicos',
    name: 'Créditos problemáticos',
    kind: 'list',
    roles: ['ROLE_MICRO_ADMIN', 'ROLE_ADMIN', 'ROLE_RECOBRO'],
  },
];
