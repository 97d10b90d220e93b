import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { API_ACCESS } from '../shared/apiAccess';
import { CONTRACT, isMoneyOperation } from './index';
import { CheckParametersBody, MoneyBody, ReportAnswer } from './tools';

const recorded = {
  '@context': '/api/contexts/MoneyOperation',
  '@id': '/api/wallets/3',
  '@type': 'MoneyOperation',
  id: 9,
  kind: 'moneyOut',
  amount: 12.5,
  msg: 'Devolución',
  transactionId: 'tx-1',
  message: 'Hecho',
};

describe('isMoneyOperation (a replayed answer read back from jsonb)', () => {
  it.each([
    ['a recorded answer', recorded, true],
    ['one recorded before issue 11, without @context', { ...recorded, '@context': undefined }, true],
    ['one without its transaction', { ...recorded, transactionId: undefined }, false],
    ['an empty claim', {}, false],
    ['nothing', null, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isMoneyOperation(JSON.parse(JSON.stringify(value)))).toBe(expected);
  });
});

describe('tool bodies', () => {
  it.each([
    [{ id: 12, type: 'loan' }, true],
    [{ id: '12', type: 'affiliate' }, true],
    [{ id: 0, type: 'loan' }, false],
    [{ id: '1x', type: 'investor' }, false],
    [{ id: 12, type: 'user' }, false],
    [{ id: 12, type: 'loan', extra: 1 }, false],
  ])('checkParameters %j → %s', (body, ok) => {
    expect(Value.Check(CheckParametersBody, body)).toBe(ok);
  });

  it.each([
    [{ amount: 10, msg: 'x' }, true],
    [{ amount: 10, msg: 'x', user: '/api/users/3' }, true],
    [{ amount: 0, msg: 'x' }, false],
    [{ amount: 10, msg: '' }, false],
  ])('money %j → %s', (body, ok) => {
    expect(Value.Check(MoneyBody, body)).toBe(ok);
  });

  it('a report answers rows as JSON (its file variant is a stream, documented as binary)', () => {
    expect(Value.Check(ReportAnswer, [{ codigo: 'AF1', importe: 3.5, activo: true, nota: null }])).toBe(true);
    expect(Value.Check(ReportAnswer, [{ codigo: { nested: 1 } }])).toBe(false);
  });
});

describe('CONTRACT', () => {
  it('keys every route by its API_ACCESS key, and a 204 answers no body', () => {
    for (const [key, route] of Object.entries(CONTRACT)) {
      expect(API_ACCESS, key).toHaveProperty([key]);
      const schemas: { status?: number; response: object } = route;
      if (schemas.status === 204) expect(schemas.response, key).toMatchObject({ type: 'null' });
    }
  });
});
