import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { toolsMessages } from './messages';
import { fundError, type SecuritizationCandidate, securitizationRefusal } from './securitization';

const M = toolsMessages.securitization;
const loan = (estadoCd: string, securitized = false, demandaJudicial = false): SecuritizationCandidate => ({
  estadoCd,
  securitized,
  demandaJudicial,
});

describe('securitizationRefusal', () => {
  it.each([
    ['titulizar', loan('AMO'), null],
    ['titulizar', loan('EAM'), null],
    ['titulizar', loan('RET'), null],
    ['titulizar', loan('ACC'), null],
    ['titulizar', loan('FAC'), null],
    ['titulizar', loan('AMA'), messages.loanActions.notAllowedInStatus('AMA')],
    ['titulizar', loan('EST'), messages.loanActions.notAllowedInStatus('EST')],
    ['titulizar', loan('PUB'), messages.loanActions.notAllowedInStatus('PUB')],
    ['titulizar', loan('DE1'), messages.loanActions.notAllowedInStatus('DE1')],
    ['titulizar', loan('UNK'), messages.loanActions.notAllowedInStatus('UNK')],
    ['titulizar', loan('AMO', true), M.alreadySecuritized],
    ['titulizar', loan('AMO', false, true), M.inLawsuit],
    ['destitulizar', loan('AMO', true), null],
    ['destitulizar', loan('DE2', true), null],
    ['destitulizar', loan('AMO', false), M.notSecuritized],
  ] as const)('%s %j → %s', (move, l, expected) => {
    expect(securitizationRefusal(move, l)).toBe(expected);
  });
});

describe('fundError', () => {
  it.each([
    ['titulizar', 'FT Consumo 2026-I', null],
    ['titulizar', '  ', M.fundRequired],
    ['titulizar', undefined, M.fundRequired],
    ['titulizar', 'x'.repeat(61), M.fundTooLong],
    ['titulizar', 'x'.repeat(60), null],
    ['destitulizar', undefined, null],
  ] as const)('%s %j → %s', (move, fund, expected) => {
    expect(fundError(move, fund)).toBe(expected);
  });
});
