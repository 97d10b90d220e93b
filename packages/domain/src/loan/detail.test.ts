import { describe, expect, it } from 'vitest';
import {
  accountOwnedByBorrower,
  headerFigures,
  installmentBar,
  installmentRows,
  monthChangeMarkers,
  monthLabel,
  nextPageOf,
  scoringRows,
  shownReadError,
} from './detail';

const cuota = (estadoCd: string, fechaCobro: string, cuotaMensual = 100) => ({
  estadoCd,
  fechaCobro,
  cuotaMensual,
});

describe('installmentBar (loans §2)', () => {
  it('gives one segment per visible installment, titled month + status name, AN left out', () => {
    const bar = installmentBar([
      cuota('CO', '2026-01-05'),
      cuota('AN', '2026-02-05'),
      cuota('RE', '2026-03-05'),
      cuota('PD', '2026-04-05'),
      cuota('DE', '2026-05-05'),
    ]);
    expect(bar.map((s) => s.title)).toEqual([
      'enero 2026 · Cobrada',
      'marzo 2026 · Retrasada',
      'abril 2026 · Pendiente',
      'mayo 2026 · Devengando',
    ]);
    expect(bar.map((s) => s.widthPct)).toEqual([25, 25, 25, 25]);
    expect(bar.map((s) => s.tone)).toEqual(['success', 'danger', 'neutral', 'info']);
  });

  it.each([
    [1, 100],
    [3, 33.3333],
    [7, 14.2857],
  ])('with %i installments each is %f %% wide', (n, w) => {
    const bar = installmentBar(Array.from({ length: n }, (_, i) => cuota('PD', `2026-0${1 + (i % 9)}-01`)));
    expect(bar).toHaveLength(n);
    for (const s of bar) expect(s.widthPct).toBe(w);
  });

  it('is empty without installments', () => {
    expect(installmentBar(null)).toEqual([]);
    expect(installmentBar([cuota('AN', '2026-01-01')])).toEqual([]);
  });
});

describe('installmentRows (loans §4, §5)', () => {
  it('marks RE, GT, DV, FR overdue and runs their total rounded to 2 decimals', () => {
    const rows = installmentRows([
      cuota('CO', '2026-01-01', 10.1),
      cuota('RE', '2026-02-01', 10.1),
      cuota('GT', '2026-03-01', 10.2),
      cuota('AN', '2026-04-01', 99),
      cuota('DV', '2026-05-01', 0.1),
      cuota('FR', '2026-06-01', 0.2),
      cuota('PD', '2026-07-01', 5),
    ]);
    expect(rows.map((r) => r.row.estadoCd)).toEqual(['CO', 'RE', 'GT', 'DV', 'FR', 'PD']);
    expect(rows.map((r) => r.overdue)).toEqual([false, true, true, true, true, false]);
    expect(rows.map((r) => r.cumulativeOverdue)).toEqual([0, 10.1, 20.3, 20.4, 20.6, 20.6]);
  });
});

describe('accountOwnedByBorrower (loans §2, §5)', () => {
  const borrower = 'ES91 2100 0418 4502 0005 1332';
  it.each([
    [{ iban: 'ES7600811234461234561332', account: null }, true],
    [{ iban: null, account: '00811234461234561332' }, true],
    [{ iban: 'ES7600811234461234569999', account: '1234' }, false],
    [{ iban: null, account: null }, false],
  ])('%o → %s', (account, owned) => {
    expect(accountOwnedByBorrower(account, borrower)).toBe(owned);
  });
  it('never matches without a borrower account', () => {
    expect(accountOwnedByBorrower({ iban: 'ES7600811234461234561332' }, null)).toBe(false);
  });
});

describe('monthChangeMarkers (loans §2)', () => {
  it('marks the first transaction and each change of month in list order', () => {
    expect(
      monthChangeMarkers([
        { date: '2026-05-30' },
        { date: '2026-05-02' },
        { date: '2026-04-28T10:00:00Z' },
        { date: '2026-04-01' },
        { date: '2025-04-01' },
      ]),
    ).toEqual([true, false, true, false, true]);
    expect(monthChangeMarkers([])).toEqual([]);
  });
  it('names months in Spanish', () => {
    expect(monthLabel('2026-09-01')).toBe('septiembre 2026');
    expect(monthLabel('nope')).toBe('');
  });
});

describe('nextPageOf (loans §7: the client follows the next link)', () => {
  it.each([
    [{ 'hydra:next': '/api/ins_cuentas/5/ins_trans?page=3' }, 3],
    [{ 'hydra:next': '/api/ins_cuentas/5/ins_trans?itemsPerPage=30&page=12' }, 12],
    [{}, null],
    [null, null],
  ])('%o → %s', (view, page) => {
    expect(nextPageOf(view)).toBe(page);
  });
});

describe('scoringRows (loans §2, §9)', () => {
  it('shows booleans as Sí/No, the days-negative ratio as a percentage, volume and balance in euros', () => {
    const rows = scoringRows({
      fecha: '2026-03-05',
      fechaAsnef: '2026-03-04',
      nominaDetectada: true,
      juego: false,
      diasNegativoRatio: 0.1234,
      volumen: 12345.6,
      saldo: -500,
      saldoImpagado: 0,
      prestamosActivos: 2,
    });
    const text = Object.fromEntries(rows.map((r) => [r.key, r.text]));
    expect(text).toEqual({
      fecha: '5/03/2026',
      fechaAsnef: '4/03/2026',
      nominaDetectada: 'Sí',
      juego: 'No',
      diasNegativoRatio: '12,34\u00A0%',
      volumen: '12.345,60\u00A0€',
      saldo: '-500,00\u00A0€',
      saldoImpagado: '0,00\u00A0€',
      prestamosActivos: '2',
    });
  });
});

describe('headerFigures (loans §3)', () => {
  const computed = {
    borrowerOpeningFee: { investor: 30, platform: 10, total: 40 },
    affiliateOpeningFee: { investor: 5, platform: 2, total: 7 },
    cobrosOpeningFee: { investor: 3, platform: 1, total: 4 },
    interest: { borrower: 12.5, investor: 8, platform: 4.5 },
    monthlyPayment: 88.85,
  };
  it('splits the borrower and affiliate fees; a cobros loan shows the cobros variant instead', () => {
    expect(headerFigures(computed, false).map((f) => [f.key, f.value])).toEqual([
      ['borrowerFeeInvestor', 30],
      ['borrowerFeePlatform', 10],
      ['affiliateFeeInvestor', 5],
      ['affiliateFeePlatform', 2],
      ['interestBorrower', 12.5],
      ['interestInvestor', 8],
      ['interestPlatform', 4.5],
      ['monthlyPayment', 88.85],
    ]);
    const cobros = headerFigures(computed, true).map((f) => f.key);
    expect(cobros).toContain('cobrosFeeInvestor');
    expect(cobros).not.toContain('affiliateFeeInvestor');
  });
});

describe('shownReadError (loans §8)', () => {
  it('ignores status 0', () => {
    expect(shownReadError(0)).toBe(false);
    expect(shownReadError(500)).toBe(true);
  });
});

describe('messages.loanDetail (loans §8)', () => {
  it("gives every section read its own 'Ha habido un error obteniendo …'", async () => {
    const { messages } = await import('../shared/messages');
    const texts = Object.values(messages.loanDetail);
    for (const t of texts) expect(t).toMatch(/^Ha habido un error obteniendo \S/);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
