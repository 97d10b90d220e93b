import { describe, expect, it } from 'vitest';
import { sessionState } from './session';

const t0 = Date.UTC(2024, 0, 1, 10, 0);
const min = 60_000;

describe('sessionState', () => {
  it.each([
    [t0, t0, 'fresh'],
    [t0, t0 + 44 * min, 'fresh'],
    [t0, t0 + 45 * min, 'refresh'],
    [t0, t0 + 59 * min, 'refresh'],
    [t0, t0 + 60 * min, 'expired'],
    [new Date(t0), new Date(t0 + min), 'fresh'],
    ['2024-01-01T10:00:00Z', '2024-01-01T10:50:00Z', 'refresh'],
    [String(t0), t0 + min, 'fresh'],
    [null, t0, 'expired'],
    ['', t0, 'expired'],
    ['nope', t0, 'expired'],
    [new Date(Number.NaN), t0, 'expired'],
    [t0, Number.NaN, 'expired'],
  ])('login %j at %j → %s', (login, now, expected) => {
    expect(sessionState(login, now)).toBe(expected);
  });
});
