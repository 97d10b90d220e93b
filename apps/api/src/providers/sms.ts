import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/** The SMS messages a loan's borrower can be sent from the loan detail (loans §7). */
export type SmsTemplate = 'VTF' | 'COVID19';

/** The SMS provider: sends a templated message to a loan's borrower. */
export interface SmsProvider {
  sendVTFSMS(input: { loanId: number; phone: string }, by?: CallContext): Promise<{ messageId: string }>;
  sendCovid19SMS(input: { loanId: number; phone: string }, by?: CallContext): Promise<{ messageId: string }>;
}

export type SmsOperation = 'sendVTFSMS' | 'sendCovid19SMS';

/** A sent message, as the simulated provider keeps it (tests read what went out). */
export interface SentSms {
  messageId: string;
  template: SmsTemplate;
  loanId: number;
  phone: string;
}

export class SimulatedSmsProvider extends SimulatedProvider<SmsOperation> implements SmsProvider {
  readonly sent: SentSms[] = [];

  constructor(options: SimulatedOptions = {}) {
    super('sms', options);
  }

  private send(
    operation: SmsOperation,
    template: SmsTemplate,
    input: { loanId: number; phone: string },
    by?: CallContext,
  ) {
    return this.run(operation, by, `/api/creditos/${input.loanId}`, () => {
      const messageId = `SMS-${this.sent.length + 1}`;
      this.sent.push({ messageId, template, loanId: input.loanId, phone: input.phone });
      return { messageId };
    });
  }

  sendVTFSMS(input: { loanId: number; phone: string }, by?: CallContext) {
    return this.send('sendVTFSMS', 'VTF', input, by);
  }

  sendCovid19SMS(input: { loanId: number; phone: string }, by?: CallContext) {
    return this.send('sendCovid19SMS', 'COVID19', input, by);
  }
}
