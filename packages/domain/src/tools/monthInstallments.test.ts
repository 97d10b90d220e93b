import { describe, expect, it } from 'vitest';
import { type MonthInstallment, monthInstallmentStatus } from './monthInstallments';

const TODAY = '2026-11-24';
const i = (over: Partial<MonthInstallment>): MonthInstallment => ({
  estadoCd: 'PD',
  loanEstadoCd: 'AMO',
  fechaInicio: '2026-10-24',
  fechaCobro: '2026-11-20',
  saldo: 120,
  ...over,
});

describe('monthInstallmentStatus', () => {
  it.each([
    ['due earlier this month with a balance: delayed', i({}), 'RE'],
    ['due today: not late yet, accruing', i({ fechaCobro: TODAY }), 'DE'],
    ['due later, period started: accruing', i({ fechaCobro: '2026-11-30' }), 'DE'],
    [
      'due later, period not started: pending',
      i({ fechaCobro: '2026-11-30', fechaInicio: '2026-11-25' }),
      'PD',
    ],
    ['nothing left to pay: collected', i({ saldo: 0 }), 'CO'],
    ['an ACT one moves too', i({ estadoCd: 'ACT' }), 'RE'],
    ['a delayed one that is paid', i({ estadoCd: 'RE', saldo: 0 }), 'CO'],
    ['collected stays', i({ estadoCd: 'CO' }), 'CO'],
    ['returned stays', i({ estadoCd: 'DV' }), 'DV'],
    ['frozen stays', i({ estadoCd: 'FR' }), 'FR'],
    ['in management stays', i({ estadoCd: 'GT' }), 'GT'],
    ['last month is not touched', i({ fechaCobro: '2026-10-20' }), 'PD'],
    ['next month is not touched', i({ fechaCobro: '2026-12-20' }), 'PD'],
    // The status table (updateMonthInstallments): loans that owe installments, amortizing or in arrears.
    ['of a loan in arrears (RET): moves', i({ loanEstadoCd: 'RET' }), 'RE'],
    ['of a defaulted loan (DE2): moves', i({ loanEstadoCd: 'DE2' }), 'RE'],
    ['of a loan repaid early (AMA): moves too (FA)', i({ loanEstadoCd: 'AMA', saldo: 0 }), 'CO'],
    ['of a cancelled loan (CA0): not touched', i({ loanEstadoCd: 'CA0' }), 'PD'],
    ['of a failed loan (FAL): not touched', i({ loanEstadoCd: 'FAL' }), 'PD'],
    ['of a loan being funded (PUB): not touched', i({ loanEstadoCd: 'PUB', saldo: 0 }), 'PD'],
  ] as const)('%s', (_name, inst, expected) => {
    expect(monthInstallmentStatus(inst, TODAY)).toBe(expected);
  });

  it('is idempotent: a second pass changes nothing', () => {
    for (const estadoCd of ['ACT', 'PD', 'DE', 'RE', 'CO', 'DV']) {
      for (const fechaCobro of ['2026-11-01', TODAY, '2026-11-30']) {
        for (const saldo of [0, 50]) {
          const once = monthInstallmentStatus(i({ estadoCd, fechaCobro, saldo }), TODAY);
          expect(monthInstallmentStatus(i({ estadoCd: once, fechaCobro, saldo }), TODAY)).toBe(once);
        }
      }
    }
  });
});
