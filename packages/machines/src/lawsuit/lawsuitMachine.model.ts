/** Test-only: the events and inputs the lawsuit-filing model is explored with. */
import { done, fail } from '../testing/model';
import type { LawsuitInput } from './lawsuitMachine';

export const lawsuitScenarios: Record<string, LawsuitInput> = { 'owing loan': { loanId: 42, cz: true } };

const serverError = (code: string, error: string) => ({ status: 500, body: { code, error }, errorId: 'e1' });

export const lawsuitModelEvents = [
  done('freezeDebt'),
  fail('freezeDebt', serverError('F1', 'No se pudo congelar')),
  done('generateCertificate'),
  fail('generateCertificate', serverError('C1', 'Sin certificado')),
  done('setFlags', 'DE2'),
  fail('setFlags', serverError('G1', 'Sin flags')),
  done('undo'),
  fail('undo', { status: 500 }),
];
