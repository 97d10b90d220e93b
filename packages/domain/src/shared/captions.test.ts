/**
 * No raw identifier reaches a screen: every registry entry, audited action, scoring key and
 * catalogue code the screens show has a Spanish caption. A new entry or code without one fails
 * here, naming it. (The API's captions test walks the listings' columns and the codes the seed and
 * the API store.)
 */
import { describe, expect, it } from 'vitest';
import { AFFILIATE_ACTIONS } from '../affiliate/actions';
import { INVESTOR_ACTIONS } from '../investor/actions';
import { INVESTOR_EXPORT_COLUMNS, INVESTOR_KIND_LABELS } from '../investor/listExport';
import { LOAN_ACTION_GROUPS, LOAN_ACTIONS } from '../loan/actions';
import {
  AMORTIZATION_PAYERS,
  INSTALLMENT_STATUSES,
  LOAN_PHASES,
  OPERATION_TYPES,
  PAYMENT_METHOD_TYPES,
  SCORING_KEYS,
} from '../loan/catalogues';
import { FINANCING_EXPORT_COLUMNS, LOAN_TYPE_LABELS } from '../loan/listExport';
import type { AdminAction } from './actions';
import { AUDITED_ACTIONS, auditActionLabel } from './auditTrail';
import { isSpanishCaption } from './captions';
import { DOCUMENT_STATUSES, TRANSACTION_TAGS, WALLET_STATUSES } from './catalogues';

/** `[where, caption]` pairs that are not Spanish captions. */
const notCaptions = (pairs: readonly (readonly [string, unknown])[]) =>
  pairs.filter(([, caption]) => !isSpanishCaption(caption)).map(([where, caption]) => `${where}: ${caption}`);

const entryTexts = (registry: string, entries: readonly AdminAction[]) =>
  entries.flatMap((e) => [
    [`${registry}.${e.id}.caption`, e.caption] as const,
    [`${registry}.${e.id}.group`, e.group] as const,
    ...(e.inputs ?? []).map((i) => [`${registry}.${e.id}.inputs.${i.name}`, i.label] as const),
    ...(e.confirm && typeof e.confirm.question === 'string'
      ? [[`${registry}.${e.id}.confirm`, e.confirm.question] as const]
      : []),
    ...(typeof e.successMessage === 'string'
      ? [[`${registry}.${e.id}.success`, e.successMessage] as const]
      : []),
    ...(typeof e.errorMessage === 'string' ? [[`${registry}.${e.id}.error`, e.errorMessage] as const] : []),
  ]);

const labelled = (name: string, catalogue: Readonly<Record<string, string | { label: string }>>) =>
  Object.entries(catalogue).map(
    ([code, v]) => [`${name}.${code}`, typeof v === 'string' ? v : v.label] as const,
  );

describe('captions', () => {
  it.each([
    ['Cancelar crédito', true],
    ['Money out', true],
    ['MP2P', true],
    ['¿Está seguro?', true],
    ['«Activo»', true],
    ['cancelLoan', false],
    ['affiliate', false],
    ['saldo_medio', false],
    ['', false],
    [null, false],
  ])('isSpanishCaption(%j) → %s', (text, expected) => {
    expect(isSpanishCaption(text)).toBe(expected);
  });

  it('every entry of the loan, investor and affiliate registries reads in Spanish', () => {
    expect(
      notCaptions([
        ...entryTexts('loan', LOAN_ACTIONS),
        ...entryTexts('investor', INVESTOR_ACTIONS),
        ...entryTexts('affiliate', AFFILIATE_ACTIONS),
        ...labelled('group', LOAN_ACTION_GROUPS),
      ]),
    ).toEqual([]);
  });

  it('every audited action has a Spanish caption for the action history', () => {
    expect(AUDITED_ACTIONS.length).toBeGreaterThan(60);
    const missing = AUDITED_ACTIONS.filter(
      (a) => auditActionLabel(a) === a || !isSpanishCaption(auditActionLabel(a)),
    );
    expect(missing).toEqual([]);
    expect(auditActionLabel('cancelLoan')).toBe('Cancelar crédito');
    expect(auditActionLabel('frozeDebt')).toBe('Congelar la deuda');
    expect(auditActionLabel('sendVTFSMS')).toBe('Enviar SMS VTF');
  });

  it('every scoring key and catalogue code has its caption', () => {
    expect(
      notCaptions([
        ...labelled('phase', LOAN_PHASES),
        ...labelled('installment', INSTALLMENT_STATUSES),
        ...labelled('scoring', SCORING_KEYS),
        ...labelled('operation', OPERATION_TYPES),
        ...labelled('paymentMethod', PAYMENT_METHOD_TYPES),
        ...labelled('payer', AMORTIZATION_PAYERS),
        ...labelled('wallet', WALLET_STATUSES),
        ...labelled('document', DOCUMENT_STATUSES),
        ...labelled('tag', TRANSACTION_TAGS),
        ...labelled('loanType', LOAN_TYPE_LABELS),
        ...labelled('investorKind', INVESTOR_KIND_LABELS),
      ]),
    ).toEqual([]);
  });

  it('every column of the financing and investor exports has a Spanish header', () => {
    expect(
      notCaptions(
        [...FINANCING_EXPORT_COLUMNS, ...INVESTOR_EXPORT_COLUMNS].map(
          (c) => [`column.${c.key}`, c.label] as const,
        ),
      ),
    ).toEqual([]);
  });
});
