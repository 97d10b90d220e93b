import { describe, expect, it } from 'vitest';
import { INVESTOR_DETAIL } from '../investor/tabs';
import { LOAN_DETAIL } from '../loan/tabs';
import { defineDetailTabs, isTabOf, tabHref, tabOrDefault, visibleTabs } from './detailTabs';

describe('detail-tab registries', () => {
  it('the loan detail has the 11 sections of loans §2 and the action history (issue 14), estado first and by default', () => {
    expect(LOAN_DETAIL.tabs.map((t) => t.id)).toEqual([
      'estado',
      'prestatario',
      'cuotas',
      'pago',
      'otra-informacion',
      'documentos',
      'historico',
      'scoring',
      'metodos-pago',
      'inversores',
      'flags',
      'historial-acciones',
    ]);
    expect(LOAN_DETAIL.defaultTab).toBe('estado');
    expect(tabHref(LOAN_DETAIL, 'estado', 7)).toBe('/creditos/detalle-credito/estado?credito=7');
  });

  it('the investor detail opens on datos, with the audit trail as a tab', () => {
    expect(INVESTOR_DETAIL.defaultTab).toBe('datos');
    expect(tabHref(INVESTOR_DETAIL, 'datos', 'a b')).toBe(
      '/inversores/detalle-inversor/datos?inversor=a%20b',
    );
    expect(INVESTOR_DETAIL.tabs.at(-1)?.label).toBe('Historial de acciones');
  });

  it('an unknown segment is no tab and falls back to the default', () => {
    expect(isTabOf(LOAN_DETAIL, 'scoring')).toBe(true);
    expect(isTabOf(LOAN_DETAIL, 'datos')).toBe(false);
    expect(tabOrDefault(LOAN_DETAIL, 'nope')).toBe('estado');
    expect(tabOrDefault(LOAN_DETAIL, 'flags')).toBe('flags');
  });

  it('a tab with roles is seen only by them (and by the roles above them)', () => {
    const reg = defineDetailTabs({
      record: 'loan',
      path: '/x/{tab}',
      query: 'id',
      defaultTab: 'a',
      tabs: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B', roles: ['ROLE_RISK'] },
      ],
    });
    expect(visibleTabs(reg, ['ROLE_COMERCIAL']).map((t) => t.id)).toEqual(['a']);
    expect(visibleTabs(reg, ['ROLE_RISK']).map((t) => t.id)).toEqual(['a', 'b']);
    expect(visibleTabs(reg, ['ROLE_SUPER_ADMIN']).map((t) => t.id)).toEqual(['a', 'b']);
    expect(visibleTabs(reg, null).map((t) => t.id)).toEqual(['a']);
  });
});
