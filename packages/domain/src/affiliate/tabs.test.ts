import { describe, expect, it } from 'vitest';
import { actionsFor } from '../shared/actions';
import { isTabOf, tabHref, tabOrDefault, visibleTabs } from '../shared/detailTabs';
import { detailPath } from '../shared/routes';
import { AFFILIATE_ACTIONS } from './actions';
import { AFFILIATE_DETAIL } from './tabs';

describe('AFFILIATE_DETAIL', () => {
  it('lists the 15 tabs in menu order, contact data first and by default', () => {
    expect(AFFILIATE_DETAIL.tabs.map((t) => [t.id, t.label])).toEqual([
      ['datos-contacto', 'Datos de contacto'],
      ['oportunidad', 'Oportunidad'],
      ['estructura', 'Estructura'],
      ['estado', 'Estado'],
      ['documentos', 'Documentos'],
      ['tareas', 'Tareas'],
      ['sucursales', 'Sucursales'],
      ['financiaciones', 'Financiaciones'],
      ['inversiones', 'Inversiones'],
      ['transferencias', 'Transferencias'],
      ['cancelaciones', 'Cancelaciones'],
      ['fondo-provision', 'Fondo de provisión'],
      ['configuracion', 'Configuración'],
      ['herramientas', 'Herramientas'],
      ['historial-acciones', 'Historial de acciones'],
    ]);
    expect(AFFILIATE_DETAIL.defaultTab).toBe('datos-contacto');
  });

  it('builds the same links as detailPath.affiliate', () => {
    expect(tabHref(AFFILIATE_DETAIL, 'datos-contacto', 12)).toBe(detailPath.affiliate(12));
    expect(tabHref(AFFILIATE_DETAIL, 'herramientas', 'a b')).toBe(
      detailPath.affiliate('a b', 'herramientas'),
    );
  });

  it('an unknown segment falls back to the contact data', () => {
    expect(isTabOf(AFFILIATE_DETAIL, 'configuracion')).toBe(true);
    expect(isTabOf(AFFILIATE_DETAIL, 'flags')).toBe(false);
    expect(tabOrDefault(AFFILIATE_DETAIL, 'nope')).toBe('datos-contacto');
  });

  it('the tools tab is for those who may run a tool: RISK, who runs none, does not see it', () => {
    const ids = (roles: string[]) => visibleTabs(AFFILIATE_DETAIL, roles).map((t) => t.id);
    expect(ids(['ROLE_COMERCIAL'])).toHaveLength(15);
    expect(ids(['ROLE_MICRO_ADMIN'])).toContain('herramientas');
    expect(ids(['ROLE_ADMIN'])).toContain('herramientas');
    expect(actionsFor(['ROLE_RISK'], AFFILIATE_ACTIONS)).toEqual([]);
    expect(ids(['ROLE_RISK'])).toHaveLength(14);
    expect(ids(['ROLE_RISK'])).not.toContain('herramientas');
  });
});
