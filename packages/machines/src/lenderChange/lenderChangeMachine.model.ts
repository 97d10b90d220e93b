/** Test-only: inputs and events the lender-change model is explored with. */
import { done, fail } from '../testing/model';
import type { LenderChangeInput, LenderLoan } from './lenderChangeMachine';

export const lenderInput: LenderChangeInput = {
  affiliate: '/api/afiliados/3',
  financing: '/api/financiacions/42',
  productKey: 'belender',
  productName: 'Belender',
};

export const affiliateRecord = {
  id: 3,
  administrador: '/api/users/30',
  belender: true,
  bankia: false,
  santander: true,
};

export const lenderLoan: LenderLoan = {
  tipo: 'financiacion',
  cantidad: 6000,
  interes: 12,
  meses: 24,
  categoria: '',
  allowOwnInvestment: true,
  user: '/api/users/99',
};

export const lenderChangeScenarios: Record<string, LenderChangeInput> = { 'lender modal': lenderInput };

export const lenderChangeModelEvents = [
  done('loadAffiliate', affiliateRecord),
  fail('loadAffiliate', { status: 500, errorId: 'a1' }),
  done('loadFinancing', lenderLoan),
  fail('loadFinancing', { status: 500 }),
  done('loadUser', { id: 99 }),
  fail('loadUser', { status: 500 }),
  done('loadAdministrator', { walletStatusCode: 6 }),
  fail('loadAdministrator', { status: 500 }),
  { type: 'lender.funder', funder: 'santander' },
  { type: 'lender.category', categoria: 'b' },
  { type: 'lender.edit', field: 'cantidad', value: 7000 },
  done('saveField'),
  fail('saveField', { status: 500, errorId: 's1' }),
  done('approve'),
  fail('approve', { status: 500, errorId: 'x1' }),
];

/** Coverage needs only which choices are made, not their history. */
export const lenderContextKey = (s: { context: Record<string, unknown> }) => ({
  funder: s.context.funder,
  categoria: s.context.categoria,
  error: s.context.error !== null,
  edited: (s.context.loan as LenderLoan | null)?.cantidad,
});
