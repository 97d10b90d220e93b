import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { LOAN_ACTIONS } from './actions';
import { LOAN_PHASES } from './catalogues';
import {
  LOAN_ACTION_IDS,
  LOAN_TRANSITIONS,
  type LoanActionId,
  loanActionRefusal,
  loanTransitionsMarkdown,
  nextStatus,
} from './transitions';

const ALL_STATUSES = Object.values(LOAN_PHASES).flatMap((p) => [...p.states]);

describe('the loan status table (issue 14)', () => {
  it('lists every action of the issue, once', () => {
    expect(LOAN_ACTION_IDS).toHaveLength(new Set(LOAN_ACTION_IDS).size);
    for (const id of [
      'cancelInvestment',
      'invest',
      'cancelLoan',
      'generateLoanInstallments',
      'generateAMA',
      'partialCancellation',
      'denyLoan',
      'failedLoan',
      'enableSigEam',
      'approveLoan',
      'analizeLoan',
      'categorizeInstantor',
      'deleteScores',
      'changeAffiliate',
      'cobrosToFinanciacion',
      'financiacionToCobros',
      'rebillCurrentInstallment',
      'deleteInvestment',
      'resetPayment',
      'sendVTFSMS',
      'registerWalletLW',
      'moneyOut',
      'lawsuitFiling',
    ])
      expect(LOAN_ACTION_IDS).toContain(id);
  });

  it('names only real status codes, and targets real ones', () => {
    for (const id of LOAN_ACTION_IDS) {
      const { from, to } = LOAN_TRANSITIONS[id];
      if (from !== 'any') for (const s of from) expect(ALL_STATUSES).toContain(s);
      if (to !== null) expect(ALL_STATUSES).toContain(to);
    }
  });

  it.each([
    ['approveLoan', 'EST', null, 'PUB'],
    ['approveLoan', 'PUB', 'PUB', 'PUB'],
    ['cancelLoan', 'SIM', null, 'CA0'],
    ['cancelLoan', 'PUB', null, 'CA0'],
    ['cancelLoan', 'AMO', 'AMO', 'AMO'],
    ['cancelLoan', 'CA1', 'CA1', 'CA1'],
    ['cancelLoan', 'FAL', 'FAL', 'FAL'],
    ['denyLoan', 'ANA', null, 'DE1'],
    ['denyLoan', 'PUB', 'PUB', 'PUB'],
    ['failedLoan', 'AMO', null, 'FAL'],
    ['generateAMA', 'AMO', null, 'AMA'],
    ['generateAMA', 'AMA', 'AMA', 'AMA'],
    ['partialCancellation', 'EAM', null, 'EAM'],
    ['partialCancellation', 'PUB', 'PUB', 'PUB'],
    ['resetPayment', 'FIR', null, 'EST'],
    ['resetPayment', 'AMO', 'AMO', 'AMO'],
    ['invest', 'PUB', null, 'PUB'],
    ['invest', 'FIR', 'FIR', 'FIR'],
    ['lawsuitFiling', 'DE2', null, 'DE2'],
    ['lawsuitFiling', 'SIM', 'SIM', 'SIM'],
    ['cancelDemo', 'UNK', null, 'UNK'],
  ] as const)('%s from %s: refused in %s, else leads to %s', (action, status, refusedIn, to) => {
    expect(loanActionRefusal(action, status)).toBe(
      refusedIn === null ? null : messages.loanActions.notAllowedInStatus(refusedIn),
    );
    if (refusedIn === null) expect(nextStatus(action, status)).toBe(to);
  });

  it('refuses in Spanish, naming the status', () => {
    expect(loanActionRefusal('cancelLoan', 'CA1')).toBe(
      'La acción no está permitida con el crédito en estado «CA1».',
    );
    expect(loanActionRefusal('cancelLoan', ' ca1 ')).toBe(
      'La acción no está permitida con el crédito en estado «CA1».',
    );
    expect(loanActionRefusal('denyLoan', null)).toBe(messages.loanActions.notAllowedInStatus('—'));
  });

  it('switches type only to the other type, and cancels only a demo', () => {
    expect(loanActionRefusal('financiacionToCobros', 'EST', { cobros: false })).toBeNull();
    expect(loanActionRefusal('financiacionToCobros', 'EST', { cobros: true })).toBe(
      messages.loanActions.alreadyCobros,
    );
    expect(loanActionRefusal('cobrosToFinanciacion', 'EST', { cobros: true })).toBeNull();
    expect(loanActionRefusal('cobrosToFinanciacion', 'EST', { cobros: false })).toBe(
      messages.loanActions.alreadyFinanciacion,
    );
    expect(loanActionRefusal('cancelDemo', 'EST', { demo: false })).toBe(messages.loanActions.notDemo);
    expect(loanActionRefusal('cancelDemo', 'EST', { demo: true })).toBeNull();
  });

  it('is the table the docs show (npm run docs writes it)', () => {
    const doc = readFileSync(new URL('../../../../docs/reference/loans.md', import.meta.url), 'utf8');
    const open = '<!-- loan-transitions:start -->\n';
    const start = doc.indexOf(open);
    const end = doc.indexOf('\n<!-- loan-transitions:end -->');
    expect(start, 'docs/reference/loans.md has lost its loan-transitions markers').toBeGreaterThan(0);
    expect(doc.slice(start + open.length, end), 'the status table is stale: run npm run docs').toBe(
      loanTransitionsMarkdown(),
    );
  });
});

/**
 * Actions of the status table that have no button in the actions panel, and why. Every other
 * action but the tools (which act on many loans at once) needs its LOAN_ACTIONS entry: without
 * it the route works and the button never shows.
 */
const NOT_IN_THE_PANEL: Partial<Record<LoanActionId, string>> = {
  uploadDocument: "the documents tab's file form",
  frozeDebt: 'a step of the lawsuit flow (lawsuitFiling)',
  generateDebtCertificate: 'a step of the lawsuit flow (lawsuitFiling)',
};

describe('the loan action registry', () => {
  it('has an entry for every action of the status table that the panel offers', () => {
    const entries = new Set<string>(LOAN_ACTIONS.map((a) => a.id));
    const missing = LOAN_ACTION_IDS.filter(
      (id) => LOAN_TRANSITIONS[id].owner !== 'tools' && !entries.has(id) && !(id in NOT_IN_THE_PANEL),
    );
    expect(
      missing,
      'add its entry to LOAN_ACTIONS (packages/domain/src/loan/actions/), or name it in NOT_IN_THE_PANEL with the reason',
    ).toEqual([]);
    for (const id of Object.keys(NOT_IN_THE_PANEL)) expect(entries.has(id), id).toBe(false);
  });

  it('gives every entry a transition of the table, and its own id', () => {
    const ids = LOAN_ACTIONS.map((a) => a.id);
    expect(ids).toHaveLength(new Set(ids).size);
    for (const entry of LOAN_ACTIONS) {
      expect(entry.transition).toBe(entry.id);
      expect(LOAN_ACTION_IDS).toContain(entry.transition);
    }
  });
});
