import { describe, expect, it } from 'vitest';
import {
  aCaRestoration,
  isContractDocument,
  isWalletStatusCode,
  SEPA_SENT_STATUS,
  sepaInstallment,
  WALLET_STATUS_OPTIONS,
} from './providerRules';

const row = (
  id: number,
  estadoCd: string,
  numero: number,
  parts: Record<string, number> = {},
  subNumero = 0,
) => ({
  id,
  estadoCd,
  numero,
  subNumero,
  parts,
});

describe('SEPA sending', () => {
  it.each([
    ['the first chargeable in schedule order', [row(3, 'PD', 3), row(1, 'CO', 1), row(2, 'RE', 2)], 2],
    ['a sub-installment before the next one', [row(5, 'PD', 2), row(4, 'DV', 1, {}, 1), row(6, 'CO', 1)], 4],
    ['none when every one is settled or in collection', [row(1, 'CO', 1), row(2, SEPA_SENT_STATUS, 2)], null],
    ['none without a schedule', [], null],
  ])('%s', (_, rows, id) => {
    expect(sepaInstallment(rows)?.id ?? null).toBe(id);
  });
});

describe('restoreACa', () => {
  it('copies the latest ACa onto the unsettled installments that lost it', () => {
    const rows = [
      row(1, 'CO', 1, { aCaI: 2, aCaZ: 1 }),
      row(2, 'CO', 2, { aCaI: 3, aCaZ: 1.5 }),
      row(3, 'PD', 3, { aCaI: 0 }),
      row(4, 'PD', 4, {}),
      row(5, 'AN', 5, {}),
      row(6, 'PD', 6, { aCaI: 3, aCaZ: 1.5 }),
    ];
    const r = aCaRestoration(rows);
    expect(r?.parts).toEqual({ aCaI: 3, aCaZ: 1.5 });
    expect(r?.targets.map((t) => t.id)).toEqual([3, 4]);
  });

  it('is null when no installment has an ACa to copy', () => {
    expect(aCaRestoration([row(1, 'PD', 1, { pPrI: 10 })])).toBeNull();
  });
});

describe('documents and wallet codes', () => {
  it.each([
    ['Contrato firmado', true],
    ['  contrato de préstamo', true],
    ['Contratos', false],
    ['DNI anverso', false],
  ])('%s is a contract: %s', (type, expected) => {
    expect(isContractDocument(type)).toBe(expected);
  });

  it('offers every wallet code of §4 and accepts only those', () => {
    expect(WALLET_STATUS_OPTIONS.map((o) => o.value)).toEqual([
      -1, 1, 2, 3, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16,
    ]);
    expect(WALLET_STATUS_OPTIONS[4]).toEqual({ value: 5, label: '5 · KYC1' });
    expect(isWalletStatusCode(10)).toBe(true);
    expect(isWalletStatusCode(4)).toBe(false);
    expect(isWalletStatusCode('10')).toBe(false);
  });
});
