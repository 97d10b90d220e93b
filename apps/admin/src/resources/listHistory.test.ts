import { describe, expect, it } from 'vitest';
import { historyStep, TYPING_MS } from './listHistory';

const p = (s: string) => new URLSearchParams(s);

describe('a list change in the history', () => {
  it('pushes each new filter, order and page, so Back undoes it', () => {
    expect(historyStep(p(''), p('fase=FA'), null, 0).replace).toBe(false);
    expect(historyStep(p('fase=FA&pagina=3'), p('fase=CA'), null, 0).replace).toBe(false);
    expect(historyStep(p('fase=FA'), p('fase=FA&orden=cantidad'), null, 0).replace).toBe(false);
    expect(historyStep(p('fase=FA'), p('fase=FA&pagina=2'), null, 0).replace).toBe(false);
  });

  it('keeps the keystrokes of one text filter as one entry, and a pause or another filter starts a new one', () => {
    const first = historyStep(p('pagina=2'), p('texto=a'), null, 1000);
    expect(first).toEqual({ replace: false, write: { keys: 'texto', at: 1000 } });
    const second = historyStep(p('texto=a'), p('texto=an'), first.write, 1200);
    expect(second.replace).toBe(true);
    expect(historyStep(p('texto=an'), p('texto=ana'), second.write, 1200 + TYPING_MS).replace).toBe(false);
    expect(historyStep(p('texto=an'), p('texto=an&fase=FA'), second.write, 1300).replace).toBe(false);
  });

  it('replaces when nothing changed (a write of the same list)', () => {
    expect(historyStep(p('fase=FA'), p('fase=FA'), null, 0).replace).toBe(true);
  });

  it('pushes the same page-or-filter change twice: only one filter typed in a row merges', () => {
    const page = historyStep(p(''), p('pagina=2'), null, 0);
    expect(historyStep(p('pagina=2'), p('pagina=3'), page.write, 10).replace).toBe(false);
  });
});
