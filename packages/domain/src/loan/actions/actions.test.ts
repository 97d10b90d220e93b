import { describe, expect, it } from 'vitest';
import {
  actionInputErrors,
  actionParams,
  actionRequest,
  actionsFor,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_PARAM,
  inputsOf,
} from '../../shared/actions';
import { API_ACCESS } from '../../shared/apiAccess';
import { messages } from '../../shared/messages';
import { isRowAction, LOAN_ACTIONS, loanAction, loanEntryRefusal } from './index';

const record = { loanId: 41, userId: 9, affiliateId: 3, investmentId: 77 };
const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('the loan action registry (issue 14)', () => {
  it('names routes of API_ACCESS only', () => {
    for (const entry of LOAN_ACTIONS) expect(Object.keys(API_ACCESS)).toContain(entry.route);
  });

  it('offers nothing to COMERCIAL, the MICRO_ADMIN tools to MICRO_ADMIN, and everything to ADMIN', () => {
    expect(actionsFor(['ROLE_COMERCIAL'], LOAN_ACTIONS)).toEqual([]);
    const micro = ids(actionsFor(['ROLE_MICRO_ADMIN'], LOAN_ACTIONS));
    expect(micro).toContain('cancelLoan');
    expect(micro).not.toContain('denyLoan');
    expect(micro).not.toContain('generateAMA');
    expect(ids(actionsFor(['ROLE_ADMIN'], LOAN_ACTIONS))).toEqual(ids(LOAN_ACTIONS));
  });

  it('asks the reason where it is needed and sends it in the body', () => {
    const cancel = loanAction('cancelLoan');
    expect(inputsOf(cancel).map((i) => i.name)).toEqual(['reason']);
    expect(actionInputErrors(cancel, { reason: '  ' })).toEqual({ reason: messages.validation.required });
    const params = actionParams(cancel, { reason: ' Cliente desiste ' });
    expect(actionRequest(cancel, record, params)).toEqual({
      route: 'PUT /api/tools/microadmin/cancelLoan/:id',
      params: { id: 41 },
      body: { reason: 'Cliente desiste' },
    });
  });

  it('builds the bodies §7 gives: delete scores, cancel demo, partial cancellation, change affiliate', () => {
    expect(actionRequest(loanAction('deleteScores'), record).body).toEqual({
      scoreSimplai: 3,
      scoreSimplaiDescription: 'Aceptado con reservas',
    });
    expect(actionRequest(loanAction('cancelDemo'), record).body).toEqual({ demo: false });
    const partial = actionRequest(loanAction('partialCancellation'), record, {
      amount: 120.5,
      [IDEMPOTENCY_PARAM]: 'k-123456789',
    });
    expect(partial.body).toEqual({ amount: 120.5 });
    expect(partial.headers).toEqual({ [IDEMPOTENCY_HEADER]: 'k-123456789' });
    expect(
      actionRequest(loanAction('changeAffiliate'), record, { afiliado: '/api/afiliados/5', reason: 'x' })
        .body,
    ).toEqual({ afiliado: '/api/afiliados/5', reason: 'x' });
  });

  it('sends the money actions with their key, and the row actions on their row', () => {
    for (const id of ['invest', 'generateAMA', 'partialCancellation', 'rebillCurrentInstallment'] as const)
      expect(loanAction(id).money).toBe(true);
    expect(actionRequest(loanAction('cancelInvestment'), record).params).toEqual({ id: 77 });
    expect(isRowAction(loanAction('cancelInvestment'))).toBe(true);
    expect(isRowAction(loanAction('deleteInvestment'))).toBe(true);
    expect(isRowAction(loanAction('cancelLoan'))).toBe(false);
  });

  it("sends a row action with the version the row's list read (If-Match), and none without one", () => {
    const row = {
      loanId: 42,
      investmentId: 77,
      investmentVersion: 3,
      paymentMethodId: 5,
      paymentMethodVersion: 2,
    };
    expect(
      actionRequest(loanAction('cancelInvestment'), row, { [IDEMPOTENCY_PARAM]: 'k-123456789' }).headers,
    ).toEqual({ [IDEMPOTENCY_HEADER]: 'k-123456789', 'if-match': '"3"' });
    expect(actionRequest(loanAction('deleteInvestment'), row).headers).toEqual({ 'if-match': '"3"' });
    expect(actionRequest(loanAction('disablePaymentMethod'), row).headers).toEqual({ 'if-match': '"2"' });
    expect(actionRequest(loanAction('disablePaymentMethod'), { paymentMethodId: 5 }).headers).toBeUndefined();
    // A loan action carries the loan's version from the API client, not from the record.
    expect(actionRequest(loanAction('cancelLoan'), row).headers).toBeUndefined();
  });

  it('moves to the status tab after analysing (loans §4)', () => {
    expect(loanAction('analizeLoan').thenTab).toBe('estado');
  });

  it('gives the panel and the palette one reason to disable an entry on a loan', () => {
    const inStudy = { estadoCd: 'EST', cobros: false, demo: false, coborrower: '/api/users/88' };
    expect(loanEntryRefusal(loanAction('cancelLoan'), inStudy)).toBeNull();
    expect(loanEntryRefusal(loanAction('rebillCurrentInstallment'), inStudy)).toBe(
      messages.loanActions.notAllowedInStatus('EST'),
    );
    expect(loanEntryRefusal(loanAction('cobrosToFinanciacion'), inStudy)).toBe(
      messages.loanActions.alreadyFinanciacion,
    );
    expect(loanEntryRefusal(loanAction('removeCoborrower'), { ...inStudy, coborrower: null })).toBe(
      messages.loanProviders.noCoborrower,
    );
    // An entry outside the status table (none today) is never refused by it.
    const { transition: _, ...untabled } = loanAction('cancelLoan');
    expect(loanEntryRefusal(untabled, { ...inStudy, estadoCd: 'CA0' })).toBeNull();
  });
});
