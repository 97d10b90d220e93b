import { describe, expect, it } from 'vitest';
import { AFFILIATE_ACTIONS, affiliateAction } from '../affiliate/actions';
import {
  ActionTargetMissing,
  actionGroups,
  actionInputErrors,
  actionMachineInput,
  actionParams,
  actionRequest,
  actionsFor,
  confirmationText,
  moneyAmountError,
} from './actions';
import { failureText } from './http';
import { messages } from './messages';

const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);
const record = { affiliateId: 7, userId: 12 };

describe('actionsFor: an entry is offered when the API would accept its route', () => {
  it.each([
    [
      ['ROLE_MICRO_ADMIN'],
      ['calculateScore', 'collaborationContract', 'enableCollections', 'registerWallet', 'cleanKyc'],
    ],
    [['ROLE_COMERCIAL'], ['collaborationContract']],
    [['ROLE_RISK'], []],
    [['ROLE_ADMIN'], ids(AFFILIATE_ACTIONS)],
    ['ROLE_COMERCIAL,ROLE_ADMIN', ids(AFFILIATE_ACTIONS)],
    [null, []],
  ])('%j sees %j', (roles, expected) => {
    expect(ids(actionsFor(roles, AFFILIATE_ACTIONS))).toEqual(expected);
  });
});

describe('actionRequest: the call an entry makes', () => {
  it('fills :id with the affiliate or with its administrator user', () => {
    expect(actionRequest(affiliateAction('calculateScore'), record)).toEqual({
      route: 'PUT /api/tools/microadmin/analizePDV/:id',
      params: { id: 7 },
    });
    expect(actionRequest(affiliateAction('registerWallet'), record)).toEqual({
      route: 'PUT /api/tools/registerWalletLW/:id',
      params: { id: 12 },
    });
    expect(actionRequest(affiliateAction('cleanKyc'), record).params).toEqual({ id: 12 });
    expect(actionRequest(affiliateAction('collaborationContract'), record).route).toBe(
      'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id',
    );
  });

  it('an affiliate without its administrator user cannot register a wallet: a 400 before any call', () => {
    const run = () => actionRequest(affiliateAction('registerWallet'), { affiliateId: 7, userId: null });
    expect(run).toThrow(ActionTargetMissing);
    try {
      run();
    } catch (e) {
      expect((e as ActionTargetMissing).status).toBe(400);
    }
  });

  it('a money movement sends amount, concept and the affiliate IRI, its key as the Idempotency-Key', () => {
    const request = actionRequest(affiliateAction('moneyOut'), record, {
      amount: 12.5,
      msg: 'Ajuste',
      idempotencyKey: 'k-123456789',
    });
    expect(request).toEqual({
      route: 'POST /api/tools/admin/moneyOut',
      params: {},
      body: { amount: 12.5, msg: 'Ajuste', afiliado: '/api/afiliados/7' },
      headers: { 'idempotency-key': 'k-123456789' },
    });
    expect(actionRequest(affiliateAction('mp2p'), record, { amount: 1, msg: 'x' }).route).toBe(
      'POST /api/tools/admin/moneyP2P',
    );
  });

  it('an entry that moves no money never sends a key', () => {
    expect(
      actionRequest(affiliateAction('cleanKyc'), record, { idempotencyKey: 'k-123456789' }).headers,
    ).toBe(undefined);
  });
});

describe('inputs', () => {
  const mp2p = affiliateAction('mp2p');
  it.each([
    [{ amount: 12, msg: 'Pago' }, {}],
    [{ amount: null, msg: 'Pago' }, { amount: messages.validation.required }],
    [{ amount: 0, msg: 'Pago' }, { amount: messages.validation.numberInvalid }],
    [{ amount: -3, msg: 'Pago' }, { amount: messages.validation.numberInvalid }],
    [{ amount: 1.234, msg: 'Pago' }, { amount: messages.validation.numberInvalid }],
    [{ amount: 5, msg: '   ' }, { msg: messages.validation.required }],
  ])('%j → %j', (values, errors) => {
    expect(actionInputErrors(mp2p, values)).toEqual(errors);
  });

  it('the concept travels trimmed', () => {
    expect(actionParams(mp2p, { amount: 5, msg: '  Pago  ' })).toEqual({ amount: 5, msg: 'Pago' });
  });

  it('moneyAmountError is the API rule: positive euros with cents at most', () => {
    expect(moneyAmountError(0.01)).toBeNull();
    expect(moneyAmountError(1_000)).toBeNull();
    expect(moneyAmountError(Number.NaN)).toBe(messages.validation.numberInvalid);
    expect(moneyAmountError('5')).toBe(messages.validation.numberInvalid);
  });
});

describe('confirmations and messages', () => {
  it('score, contract and collections run at once; wallet, KYC and money ask first', () => {
    expect(AFFILIATE_ACTIONS.filter((a) => actionMachineInput(a).confirm).map((a) => a.id)).toEqual([
      'registerWallet',
      'cleanKyc',
      'mp2p',
      'moneyOut',
    ]);
  });

  it('the money tools ask with the amount in euros and the concept', () => {
    const text = confirmationText(affiliateAction('mp2p'), { amount: 12345.5, msg: 'Pago' });
    expect(text?.question).toMatch(/^¿Está seguro de hacer el MP2P de 12\.345,50\s€\?$/);
    expect(text?.detail).toBe('Concepto: Pago');
    expect(confirmationText(affiliateAction('registerWallet'), {})).toEqual({
      question: '¿Está seguro de registrar el wallet del afiliado en LW?',
      detail: null,
    });
    expect(confirmationText(affiliateAction('calculateScore'), {})).toBeNull();
  });

  it('only the wallet registration cleans the KYC on code 152, and with the KYC entry', () => {
    expect(AFFILIATE_ACTIONS.filter((a) => actionMachineInput(a).cleanKycOn152).map((a) => a.id)).toEqual([
      'registerWallet',
    ]);
    expect(affiliateAction('registerWallet').cleanKycOn152).toBe(affiliateAction('cleanKyc'));
  });

  it('texts come from the catalogue; a refused money out names its reason', () => {
    expect(affiliateAction('calculateScore').successMessage).toBe(messages.success.scoreCalculated);
    const out = actionMachineInput(affiliateAction('moneyOut'));
    // The §8 text is the fallback; a refusal with a reason of its own shows that reason instead.
    expect(out.errorMessage).toBe(messages.write.moneyOut);
    expect(failureText(messages.write.moneyOut, { status: 422, body: { error: 'Saldo' } })).toBe('Saldo');
    expect(failureText(messages.write.moneyOut, { status: 500 })).toBe(messages.write.moneyOut);
    const ok = affiliateAction('mp2p').successMessage;
    expect(typeof ok === 'function' && ok({ amount: 10, msg: 'Pago' }, null)).toBe(
      messages.success.mp2pDone('Pago', 10),
    );
  });

  it('only the money tools move money', () => {
    expect(AFFILIATE_ACTIONS.filter((a) => a.money).map((a) => a.id)).toEqual(['mp2p', 'moneyOut']);
  });
});

describe('actionGroups', () => {
  it('lists the headings in the order of their first entry', () => {
    expect(actionGroups(AFFILIATE_ACTIONS).map((g) => [g.title, ids(g.entries)])).toEqual([
      ['Afiliado', ['calculateScore', 'collaborationContract', 'enableCollections']],
      ['Wallet y KYC', ['registerWallet', 'cleanKyc']],
      ['Movimientos de dinero', ['mp2p', 'moneyOut']],
    ]);
  });
});
