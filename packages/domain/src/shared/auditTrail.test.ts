import { describe, expect, it } from 'vitest';
import { auditChangeText } from './auditTrail';

describe('auditChangeText', () => {
  it.each([
    [{ field: 'categoria', before: 'f', after: 'F' }, null],
    [{ field: 'categoria', before: 'a', after: 'B' }, 'Categoría: A → B'],
    [{ field: 'enabled', before: 'true', after: 'false' }, 'Habilitado: Sí → No'],
    [{ field: 'status', before: 'pending', after: 'approved' }, 'Estado: Pendiente → Aprobada'],
    [{ field: 'walletStatusCode', before: '5', after: '10' }, 'Estado LW: 5 · KYC1 → 10 · Bloqueada'],
    [{ field: 'amount', before: null, after: '12000' }, 'Importe: — → 12000'],
    [{ field: '', before: 'x', after: 'y' }, 'x → y'],
  ])('%j → %j', (change, expected) => {
    expect(auditChangeText(change)).toBe(expected);
  });
});
