import { isValidDni, normalizeDni } from '@backoffice/domain';
import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/** The identity-document check (validateDNI, loans §7): the borrower's or the co-borrower's DNI/NIE. */
export interface IdentityProvider {
  validateDni(input: { userId: number; dni: string | null }, by?: CallContext): Promise<{ valid: boolean }>;
}

export type IdentityOperation = 'validateDni';

/** Answers valid when the document's control letter is right (the same rule as the forms). */
export class SimulatedIdentityProvider
  extends SimulatedProvider<IdentityOperation>
  implements IdentityProvider
{
  constructor(options: SimulatedOptions = {}) {
    super('identity', options);
  }

  validateDni(input: { userId: number; dni: string | null }, by?: CallContext) {
    return this.run('validateDni', by, `/api/users/${input.userId}`, () => ({
      valid: input.dni !== null && isValidDni(normalizeDni(input.dni)),
    }));
  }
}
