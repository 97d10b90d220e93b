import { describe, expect, it } from 'vitest';
import { API_ACCESS, type ApiRouteKey, mayCall } from './apiAccess';
import {
  auditChanges,
  auditChangeText,
  auditDiff,
  RECORD_READ_ROUTES,
  recordCollectionOf,
  unreadableRecordCollections,
} from './auditTrail';
import { ROLES } from './roles';

describe('auditDiff (what an audit entry keeps)', () => {
  it.each([
    [
      'an update keeps the fields that changed, nothing else',
      { id: 1, firstname: 'Ana', dni: '12345678Z', email: 'a@x.es', updatedAt: '2026-01-01' },
      { id: 1, firstname: 'Eva', dni: '12345678Z', email: 'a@x.es', updatedAt: '2026-02-01' },
      { before: { firstname: 'Ana' }, after: { firstname: 'Eva' } },
    ],
    [
      'a field the write did not name did not change',
      { firstname: 'Ana', dni: '12345678Z', phone: '600000000' },
      { firstname: 'Eva' },
      { before: { firstname: 'Ana' }, after: { firstname: 'Eva' } },
    ],
    ['nothing changed', { status: 'ACT', n: 1 }, { status: 'ACT', n: 1 }, { before: {}, after: {} }],
    [
      'a new field',
      { balance: 100 },
      { balance: 80, amount: 20 },
      { before: { balance: 100 }, after: { balance: 80, amount: 20 } },
    ],
    [
      'null and absent are the same',
      { coborrower: null },
      { coborrower: undefined },
      { before: {}, after: {} },
    ],
    [
      'dates and nested values compare by value, whatever the key order',
      { at: new Date('2026-01-01T00:00:00Z'), n: { a: 1, b: 2 } },
      { at: '2026-01-01T00:00:00.000Z', n: { b: 2, a: 1 } },
      { before: {}, after: {} },
    ],
    [
      'a creation keeps the fields set',
      null,
      { id: 7, nombre: 'X', padre: null, updatedAt: '2026-01-01' },
      { before: null, after: { id: 7, nombre: 'X' } },
    ],
    [
      'a deletion keeps the last values',
      { id: 7, nota: null, texto: 'y' },
      null,
      { before: { id: 7, texto: 'y' }, after: null },
    ],
    ['values that are not rows stay as they are', 'EST', 'PUB', { before: 'EST', after: 'PUB' }],
  ] as const)('%s', (_, before, after, expected) => {
    expect(auditDiff(before, after)).toEqual(expected);
  });

  it('is what the history shows', () => {
    expect(auditChanges({ firstname: 'Ana', dni: '1' }, { firstname: 'Eva' })).toEqual([
      { field: 'firstname', before: 'Ana', after: 'Eva' },
    ]);
  });
});

describe('who reads a record’s history and events', () => {
  it('knows the GET of every record kind a trail names', () => {
    expect(recordCollectionOf('/api/inversores/1')).toBe('/api/inversores');
    expect(recordCollectionOf('/api/wallets/1')).toBeNull();
    expect(recordCollectionOf('/api/inversores/x')).toBeNull();
    expect(unreadableRecordCollections(['ROLE_COMERCIAL'])).toEqual(['/api/inversores']);
    expect(unreadableRecordCollections(['ROLE_MICRO_ADMIN'])).toEqual([]);
    expect(unreadableRecordCollections(['ROLE_BE'])).toEqual(['/api/afiliados', '/api/inversores']);
  });

  // The side doors onto a record's data over time: its status history, its comments, its logins.
  // Each is readable only by roles that may open the record itself (the API adds its scope).
  const SIDE_DOORS = Object.keys(API_ACCESS).filter((k) =>
    /^GET \/api\/[a-z_]+\/:id\/(statusHistoryList|comentariosList|last_logins)$/.test(k),
  ) as ApiRouteKey[];

  it.each(SIDE_DOORS)('%s: no role reads it that may not open the record', (key) => {
    const collection = recordCollectionOf(key.replace(/^GET /, '').replace(/:id.*$/, '1'));
    expect(collection, key).not.toBeNull();
    const recordGet = RECORD_READ_ROUTES[collection as keyof typeof RECORD_READ_ROUTES];
    const wider = ROLES.filter((role) => mayCall([role], key) && !mayCall([role], recordGet));
    expect(wider).toEqual([]);
  });

  it('covers the status histories and comments of every record kind', () => {
    expect(SIDE_DOORS.length).toBeGreaterThanOrEqual(7);
  });
});

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
