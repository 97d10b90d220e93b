import { describe, expect, it } from 'vitest';
import { actionRequest, actionsFor } from '../shared/actions';
import { INVESTOR_ACTIONS } from './actions';

const record = { investorId: 7, userId: 12 };

describe('investor actions (issue 15)', () => {
  it('MICRO_ADMIN gets the status and KYC actions; the money tools are ADMIN tools; COMERCIAL gets none', () => {
    const micro = actionsFor(['ROLE_MICRO_ADMIN'], INVESTOR_ACTIONS).map((a) => a.id);
    expect(micro).toEqual(['statusACT', 'statusINA', 'statusBLO', 'statusFRA', 'statusBAJ', 'cleanKyc']);
    expect(actionsFor(['ROLE_ADMIN'], INVESTOR_ACTIONS).map((a) => a.id)).toContain('moneyOut');
    expect(actionsFor(['ROLE_COMERCIAL'], INVESTOR_ACTIONS)).toEqual([]);
  });

  it('set-status puts the status on the investor; KYC and money act on its user', () => {
    const block = INVESTOR_ACTIONS.find((a) => a.id === 'statusBLO');
    if (!block) throw new Error('missing');
    expect(actionRequest(block, record)).toEqual({
      route: 'PUT /api/inversores/:id/status',
      params: { id: 7 },
      body: { status: 'BLO' },
    });
    const kyc = INVESTOR_ACTIONS.find((a) => a.id === 'cleanKyc');
    if (!kyc) throw new Error('missing');
    expect(actionRequest(kyc, record)).toEqual({ route: 'PUT /api/tools/cleanKYC/:id', params: { id: 12 } });
    const mp2p = INVESTOR_ACTIONS.find((a) => a.id === 'mp2p');
    if (!mp2p) throw new Error('missing');
    expect(actionRequest(mp2p, record, { amount: 10, msg: 'x' }).body).toEqual({
      amount: 10,
      msg: 'x',
      user: '/api/users/12',
    });
  });
});
