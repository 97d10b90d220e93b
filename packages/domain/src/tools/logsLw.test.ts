import { describe, expect, it } from 'vitest';
import { formatCallTime, LOGS_LW_USER_MAX, logsLwFilterError } from './logsLw';
import { toolsMessages } from './messages';

const M = toolsMessages.logsLw;

describe('logsLwFilterError', () => {
  it.each([
    [{}, null],
    [{ desde: '2026-03-01', hasta: '2026-03-01' }, null],
    [{ desde: '2026-03-01', hasta: '2026-03-31', usuario: 'ana', resultado: 'error' }, null],
    [{ desde: '2026-02-30' }, M.fromInvalid],
    [{ desde: '1/03/2026' }, M.fromInvalid],
    [{ hasta: '2026-13-01' }, M.toInvalid],
    [{ desde: '2026-03-02', hasta: '2026-03-01' }, M.rangeInverted],
    [{ usuario: 'x'.repeat(LOGS_LW_USER_MAX + 1) }, M.userTooLong(LOGS_LW_USER_MAX)],
    [{ usuario: 'x'.repeat(LOGS_LW_USER_MAX) }, null],
    [{ resultado: 'fallo' }, M.resultInvalid],
    [{ resultado: 'ok' }, null],
  ])('%j → %s', (filters, expected) => {
    expect(logsLwFilterError(filters)).toBe(expected);
  });
});

describe('formatCallTime', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2) in Madrid; the day moves with the wall clock.
    ['2026-01-05T08:07:00.000Z', '5/01/2026 09:07'],
    ['2026-07-15T22:30:00.000Z', '16/07/2026 00:30'],
    ['nope', ''],
  ])('%s → %s', (iso, shown) => {
    expect(formatCallTime(iso)).toBe(shown);
  });
});
