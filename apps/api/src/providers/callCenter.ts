import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/** The call-centre service: a loan's borrower becomes a contact to call (loans §7 callCenter addContact). */
export interface CallCenterProvider {
  addContact(
    input: { loanId: number; name: string; phone: string | null },
    by?: CallContext,
  ): Promise<{ contactId: string }>;
}

export type CallCenterOperation = 'addContact';

export class SimulatedCallCenterProvider
  extends SimulatedProvider<CallCenterOperation>
  implements CallCenterProvider
{
  /** One contact per loan: adding it again answers the same id, as the service does. */
  private readonly contacts = new Map<number, string>();

  constructor(options: SimulatedOptions = {}) {
    super('callCenter', options);
  }

  addContact(input: { loanId: number; name: string; phone: string | null }, by?: CallContext) {
    return this.run('addContact', by, `/api/creditos/${input.loanId}`, () => {
      let contactId = this.contacts.get(input.loanId);
      if (!contactId) {
        contactId = `CC-${this.contacts.size + 1}`;
        this.contacts.set(input.loanId, contactId);
      }
      return { contactId };
    });
  }
}
