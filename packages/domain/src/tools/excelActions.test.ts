import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { checkExcelActionRow, excelDay, excelHeaderMatches, excelLoanId } from './excelActions';
import { toolsMessages } from './messages';

const M = toolsMessages.excelActions;
const TODAY = '2026-11-24';
const amo = { id: 12, estadoCd: 'AMO', demandaJudicial: false };
const ret = { id: 15, estadoCd: 'RET', demandaJudicial: false };
const row = (
  over: Partial<Record<'credito' | 'accion' | 'fecha' | 'importe' | 'observaciones', unknown>> = {},
) => ({
  credito: 'F0000012',
  accion: 'PROMESA_PAGO',
  fecha: '20/11/2026',
  importe: 150.5,
  observaciones: 'Llamará el viernes',
  ...over,
});

describe('checkExcelActionRow', () => {
  it('accepts a good GAP row and normalises it', () => {
    expect(checkExcelActionRow('gap', row(), amo, TODAY)).toEqual({
      ok: true,
      value: {
        loanId: 12,
        accion: 'PROMESA_PAGO',
        fecha: '2026-11-20',
        importe: 150.5,
        observaciones: 'Llamará el viernes',
      },
    });
  });

  it.each([
    ['no credit', 'gap', row({ credito: '' }), null, [M.loanRequired]],
    ['unknown credit', 'gap', row({ credito: 'F9999999' }), null, [M.loanNotFound('F9999999')]],
    ['unknown action', 'gap', row({ accion: 'BAILAR' }), amo, [M.actionUnknown('BAILAR')]],
    ['judicial action in a GAP file', 'gap', row({ accion: 'DEMANDA' }), amo, [M.actionUnknown('DEMANDA')]],
    [
      'status that does not allow it',
      'judicial',
      row({ accion: 'DEMANDA' }),
      amo,
      [messages.loanActions.notAllowedInStatus('AMO')],
    ],
    [
      'GAP on a repaid loan',
      'gap',
      row(),
      { ...amo, estadoCd: 'AMA' },
      [messages.loanActions.notAllowedInStatus('AMA')],
    ],
    [
      'a second lawsuit',
      'judicial',
      row({ accion: 'DEMANDA' }),
      { ...ret, demandaJudicial: true },
      [M.alreadyInLawsuit],
    ],
    ['bad date', 'gap', row({ fecha: '31/02/2026' }), amo, [M.dateInvalid]],
    ['future date', 'gap', row({ fecha: '25/11/2026' }), amo, [M.dateInFuture]],
    ['missing amount', 'gap', row({ importe: '' }), amo, [M.amountRequired]],
    ['negative amount', 'gap', row({ importe: -3 }), amo, [M.amountInvalid]],
    ['three decimals', 'gap', row({ importe: '10,125' }), amo, [M.amountInvalid]],
    ['amount where none goes', 'gap', row({ accion: 'LLAMADA' }), amo, [M.amountNotAllowed]],
    ['long notes', 'gap', row({ observaciones: 'x'.repeat(501) }), amo, [M.notesTooLong]],
    [
      'every error of the row at once',
      'gap',
      row({ accion: 'X', fecha: 'mañana', importe: 'mucho' }),
      null,
      [M.loanNotFound('F0000012'), M.actionUnknown('X'), M.dateInvalid, M.amountInvalid],
    ],
  ] as const)('%s', (_name, kind, cells, loan, errors) => {
    expect(checkExcelActionRow(kind, cells, loan, TODAY)).toEqual({ ok: false, errors });
  });

  it('takes a judicial row on a loan in arrears, amount optional for a sentence', () => {
    expect(
      checkExcelActionRow('judicial', row({ accion: 'sentencia', importe: null }), ret, TODAY),
    ).toMatchObject({
      ok: true,
      value: { accion: 'SENTENCIA', importe: null },
    });
  });
});

describe('cells', () => {
  it.each([
    [new Date(Date.UTC(2026, 10, 20)), '2026-11-20'],
    [46346, '2026-11-20'],
    ['5/03/2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['29/02/2026', null],
    ['', null],
  ])('excelDay(%j) = %j', (v, expected) => expect(excelDay(v)).toBe(expected));

  it.each([
    ['F0000012', 12],
    ['b0000021', 21],
    [12, 12],
    ['12', 12],
    ['X12', null],
    ['', null],
  ])('excelLoanId(%j) = %j', (v, expected) => expect(excelLoanId(v)).toBe(expected));

  it('matches the template header only', () => {
    expect(excelHeaderMatches(['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones'])).toBe(true);
    expect(excelHeaderMatches([' Crédito ', 'Acción', 'Fecha', 'Importe', 'Observaciones', null])).toBe(true);
    expect(excelHeaderMatches(['Credito', 'Acción', 'Fecha', 'Importe', 'Observaciones'])).toBe(false);
    expect(excelHeaderMatches(['Crédito', 'Acción', 'Fecha', 'Importe'])).toBe(false);
    expect(excelHeaderMatches(['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones', 'Otra'])).toBe(
      false,
    );
  });
});
