import { describe, expect, it } from 'vitest';
import { toolsMessages } from './messages';
import { conversionRate, monthsBetween, newTaskErrors, taskWeek } from './salesTasks';

const M = toolsMessages.tasks;

describe('newTaskErrors', () => {
  it.each([
    [{ type: 'Visita', date: '2026-11-26', afiliado: 12, name: 'Visita comercial' }, {}],
    [{ type: 'Visita', date: '2026-11-26', afiliado: '12', name: ' x ' }, {}],
    [{}, { type: M.typeRequired, date: M.dateInvalid, afiliado: M.affiliateRequired, name: M.nameRequired }],
    [
      { type: 'Bailar', date: '2026-02-30', afiliado: 0, name: '   ' },
      { type: M.typeRequired, date: M.dateInvalid, afiliado: M.affiliateRequired, name: M.nameRequired },
    ],
    [{ type: 'Email', date: '2026-11-26', afiliado: 3, name: 'x'.repeat(201) }, { name: M.nameTooLong }],
  ])('%j → %j', (input, errors) => {
    expect(newTaskErrors(input)).toEqual(errors);
  });
});

describe('taskWeek', () => {
  it.each([
    ['2026-11-24', { from: '2026-11-23', to: '2026-11-29', previous: '2026-11-16', next: '2026-11-30' }],
    ['2026-11-23', { from: '2026-11-23', to: '2026-11-29', previous: '2026-11-16', next: '2026-11-30' }],
    ['2026-11-29', { from: '2026-11-23', to: '2026-11-29', previous: '2026-11-16', next: '2026-11-30' }],
    ['2027-01-01', { from: '2026-12-28', to: '2027-01-03', previous: '2026-12-21', next: '2027-01-04' }],
  ])('%s', (day, week) => expect(taskWeek(day)).toEqual(week));
});

describe('analysis helpers', () => {
  it('lists the months of a period, across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11', '2026-10')).toEqual([]);
  });
  it('gives the conversion as a percentage with one decimal', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(0, 0)).toBe(0);
  });
});
