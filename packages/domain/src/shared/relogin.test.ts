import { describe, expect, it } from 'vitest';
import { isHeldOnExpiry, isSameAccount } from './relogin';

describe('isHeldOnExpiry', () => {
  it.each([
    ['POST', true],
    ['put', true],
    [' PATCH ', true],
    ['DELETE', true],
    ['GET', false],
    ['HEAD', false],
    ['', false],
    [undefined, false],
    [7, false],
  ])('%j → %s', (method, expected) => {
    expect(isHeldOnExpiry(method)).toBe(expected);
  });

  it('holds any call, reads too, while the page has unsaved input', () => {
    for (const method of ['GET', 'HEAD', 'POST', undefined]) expect(isHeldOnExpiry(method, true)).toBe(true);
    expect(isHeldOnExpiry('GET', false)).toBe(false);
  });
});

describe('isSameAccount', () => {
  it.each([
    [{ id: 7 }, { id: 7 }, true],
    [{ id: 7 }, { id: '7' }, true],
    [{ id: 7 }, { id: 8 }, false],
    [{ id: '' }, { id: '' }, false],
    [{ id: 7 }, null, false],
    [null, { id: 7 }, false],
    [{}, {}, false],
    [{ id: { x: 1 } }, { id: { x: 1 } }, false],
  ])('%j then %j → %s', (before, after, expected) => {
    expect(isSameAccount(before, after)).toBe(expected);
  });
});
