import { describe, expect, it } from 'vitest';
import { readKey } from '../resources';
import { staleReads } from './LiveEvents';

describe('staleReads: which open reads a colleague’s write makes stale', () => {
  const loan = readKey('GET /api/loanControlDetail/:id', { id: 12 });
  const otherLoan = readKey('GET /api/loanControlDetail/:id', { id: 13 });
  const section = readKey('GET /api/afiliados/:id/comentariosList', { id: 12 });
  const list = readKey('GET /api/financiaciones', {}, { estadoCd: 'EST' });

  it("revalidates the record's own reads, whatever route reads it, and every list", () => {
    const stale = staleReads(new Set(['12']), false);
    expect(stale(loan)).toBe(true);
    expect(stale(section)).toBe(true);
    expect(stale(list)).toBe(true);
    expect(stale(otherLoan)).toBe(false);
  });

  it('never reloads the record under unsaved input (lists still refresh)', () => {
    const stale = staleReads(new Set(['12']), true);
    expect(stale(loan)).toBe(false);
    expect(stale(section)).toBe(false);
    expect(stale(list)).toBe(true);
  });

  it('ignores keys that are not reads', () => {
    expect(staleReads(new Set(['12']), false)('plain')).toBe(false);
  });
});
