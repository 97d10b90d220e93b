import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['?redirect=%2Fafiliados%2Flista-afiliados', '/afiliados/lista-afiliados'],
    ['?redirect=/creditos/detalle-credito/estado?credito=3', '/creditos/detalle-credito/estado?credito=3'],
    ['', '/'],
    ['?redirect=', '/'],
    ['?redirect=https://evil.example', '/'],
    ['?redirect=//evil.example', '/'],
    ['?redirect=/\\evil.example', '/'],
    ['?redirect=javascript:alert(1)', '/'],
  ])('%s → %s', (search, expected) => {
    expect(safeRedirect(search)).toBe(expected);
  });
});
