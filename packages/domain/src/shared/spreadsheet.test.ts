import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetRow } from './spreadsheet';

describe('spreadsheetCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+34 600', `'+34 600`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['García', 'García'],
    ['F0001200', 'F0001200'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetCell(value)).toBe(expected);
  });

  it('keeps numbers (negative ones too), booleans and empty values', () => {
    expect(spreadsheetCell(-12.5)).toBe(-12.5);
    expect(spreadsheetCell(true)).toBe(true);
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell(undefined)).toBeNull();
  });

  it('escapes every cell of a row, in order', () => {
    expect(Object.entries(spreadsheetRow({ a: '=1', b: 2, c: 'x' }))).toEqual([
      ['a', "'=1"],
      ['b', 2],
      ['c', 'x'],
    ]);
  });
});
