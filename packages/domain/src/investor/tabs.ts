/**
 * The investor detail's tabs (loans §2: only `datos` is given as an identifier, the rest are
 * ours; issue 15 lists the sections).
 */
import { defineDetailTabs, type TabId } from '../shared/detailTabs';

export const INVESTOR_DETAIL = defineDetailTabs({
  record: 'investor',
  path: '/inversores/detalle-inversor/{tab}',
  query: 'inversor',
  defaultTab: 'datos',
  tabs: [
    { id: 'datos', label: 'Datos' },
    { id: 'contacto', label: 'Contacto' },
    { id: 'cuenta', label: 'Cuenta' },
    { id: 'preferencias', label: 'Preferencias' },
    { id: 'monedero', label: 'Monedero' },
    { id: 'inversiones', label: 'Inversiones' },
    { id: 'documentos', label: 'Documentos' },
    { id: 'historico', label: 'Histórico' },
    { id: 'historial-acciones', label: 'Historial de acciones' },
  ],
});

export type InvestorDetailTab = TabId<typeof INVESTOR_DETAIL>;
