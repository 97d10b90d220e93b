/**
 * The affiliate detail's tabs (affiliates §2 and §1: contact data first and by default; the
 * configuration and the tools are tabs too). Every role that may open the detail sees every tab
 * but the tools, which only those who may run one of them see (RISK reads affiliates and runs no
 * tool); the tools tab shows only the tools the user's roles may run.
 */
import { rolesRunningAny } from '../shared/actions';
import { defineDetailTabs, type TabId } from '../shared/detailTabs';
import { messages } from '../shared/messages';
import { AFFILIATE_ACTIONS } from './actions';

export const AFFILIATE_DETAIL = defineDetailTabs({
  record: 'affiliate',
  path: '/afiliados/detalle-afiliado/{tab}',
  query: 'afiliado',
  defaultTab: 'datos-contacto',
  tabs: [
    { id: 'datos-contacto', label: 'Datos de contacto' },
    { id: 'oportunidad', label: 'Oportunidad' },
    { id: 'estructura', label: 'Estructura' },
    { id: 'estado', label: 'Estado' },
    { id: 'documentos', label: 'Documentos' },
    { id: 'tareas', label: 'Tareas' },
    { id: 'sucursales', label: 'Sucursales' },
    { id: 'financiaciones', label: 'Financiaciones' },
    { id: 'inversiones', label: 'Inversiones' },
    { id: 'transferencias', label: 'Transferencias' },
    { id: 'cancelaciones', label: 'Cancelaciones' },
    { id: 'fondo-provision', label: 'Fondo de provisión' },
    { id: 'configuracion', label: 'Configuración' },
    { id: 'herramientas', label: 'Herramientas', roles: rolesRunningAny(AFFILIATE_ACTIONS) },
    // Issue 14: the audit trail of the affiliate.
    { id: 'historial-acciones', label: messages.audit.title },
  ],
});

export type AffiliateDetailTab = TabId<typeof AFFILIATE_DETAIL>;
