import { describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles';
import {
  advanceAmortization,
  earlyRepaymentFeePct,
  LOAN_LIST_SORTABLE,
  latestSuccessfulScrape,
  mayReadScrape,
  parseOrder,
  scoringView,
} from './loans';

/** loans §6 over the 13 staff roles, with the hierarchy: who sees the full scoring. */
const SCORING_VIEW: [Role, 'full' | 'latestScrape'][] = [
  ['ROLE_SUPER_ADMIN', 'full'],
  ['ROLE_ADMIN', 'full'],
  ['ROLE_ADMIN_PLUS', 'full'],
  ['ROLE_RISK_ADMIN', 'full'],
  ['ROLE_MICRO_ADMIN', 'full'],
  ['ROLE_COMERCIAL', 'latestScrape'],
  ['ROLE_COMERCIAL_PLUS', 'full'],
  ['ROLE_RISK', 'full'],
  ['ROLE_RECOBRO', 'latestScrape'],
  ['ROLE_MICRO_RECOBRO', 'latestScrape'],
  ['ROLE_BE', 'full'],
  ['ROLE_JUDICIAL', 'latestScrape'],
  ['ROLE_VENTAS', 'latestScrape'],
];

describe('scoringView', () => {
  it.each(SCORING_VIEW)('%s → %s', (role, view) => {
    expect(scoringView([role])).toBe(view);
    expect(scoringView(role)).toBe(view);
  });
  it('no roles see only the latest scrape', () => {
    expect(scoringView(null)).toBe('latestScrape');
    expect(scoringView([])).toBe('latestScrape');
  });
});

describe('latestSuccessfulScrape and mayReadScrape', () => {
  const scrapes = [
    { id: 1, status: 'ok', createdAt: '2026-01-01T00:00:00Z' },
    { id: 2, status: 'ok', createdAt: '2026-03-01T00:00:00Z' },
    { id: 3, status: 'error', createdAt: '2026-04-01T00:00:00Z' },
    { id: 4, status: 'ok', createdAt: '2026-03-01T00:00:00Z' },
  ];
  it('is the newest successful one, ties broken by id', () => {
    expect(latestSuccessfulScrape(scrapes)?.id).toBe(4);
    expect(latestSuccessfulScrape([])).toBeNull();
    expect(latestSuccessfulScrape([scrapes[2] as (typeof scrapes)[number]])).toBeNull();
  });
  it('others read only that one; the scoring roles read every scrape', () => {
    expect(mayReadScrape(['ROLE_COMERCIAL'], { id: 4 }, 4)).toBe(true);
    expect(mayReadScrape(['ROLE_COMERCIAL'], { id: 1 }, 4)).toBe(false);
    expect(mayReadScrape(['ROLE_RECOBRO'], { id: 1 }, null)).toBe(false);
    expect(mayReadScrape(['ROLE_RISK'], { id: 1 }, 4)).toBe(true);
  });
});

describe('parseOrder', () => {
  it.each([
    [
      { 'order[createdAt]': 'desc', 'order[id]': 'ASC', page: '2' },
      [
        ['createdAt', 'desc'],
        ['id', 'asc'],
      ],
      null,
    ],
    [{}, [], null],
    [{ 'order[password]': 'asc' }, null, 'password'],
    [{ 'order[id]': 'up' }, null, 'id'],
    [{ 'order[id]': ['asc', 'desc'] }, null, 'id'],
  ])('%j', (query, order, error) => {
    expect(parseOrder(query, LOAN_LIST_SORTABLE)).toEqual({ order, error });
  });
});

describe('advanceAmortization', () => {
  it('principal, interest on the 30.42-day basis and the early-repayment commission', () => {
    // 10,000 at 12 % for 30.42 days is one month of interest: 100.
    expect(
      advanceAmortization({
        pendingPrincipal: 10_000,
        annualRatePct: 12,
        daysAccrued: 30.42,
        monthsLeft: 24,
      }),
    ).toEqual({ principal: 10_000, interest: 100, fee: 100, total: 10_200 });
    expect(
      advanceAmortization({
        pendingPrincipal: 10_000,
        annualRatePct: 12,
        daysAccrued: 0,
        monthsLeft: 6,
        noService: true,
      }),
    ).toEqual({ principal: 10_000, interest: 0, fee: 0, total: 10_000 });
  });
  it('a cancellation returns what was consumed, at most the pending principal', () => {
    const base = { pendingPrincipal: 800, annualRatePct: 12, daysAccrued: 10, monthsLeft: 6 };
    expect(advanceAmortization({ ...base, cancellation: { consumedAmount: 250.5 } })).toEqual({
      principal: 250.5,
      interest: 0,
      fee: 0,
      total: 250.5,
    });
    expect(advanceAmortization({ ...base, cancellation: { consumedAmount: 5000 } }).total).toBe(800);
  });
  it('commission: 1 % with more than a year left, 0.5 % otherwise', () => {
    expect(earlyRepaymentFeePct(13)).toBe(1);
    expect(earlyRepaymentFeePct(12)).toBe(0.5);
    expect(earlyRepaymentFeePct('x')).toBe(0.5);
  });
});
