/**
 * The Spanish message catalogue (spec platform-and-affiliates.md §8, loans-and-investors.md §8).
 * Every text the UI, the machines and the API show lives here, once. Texts the spec quotes are
 * copied exactly, accents and missing accents included ('esta descargando', 'tecnico',
 * 'Parametros', 'las comentarios'); texts the spec only describes are written here in the
 * same voice. Keys are never renamed or removed once published: other packages import them.
 *
 * The catalogue is written by area in messages/*.ts and read as one object, `messages`: add a
 * key to its area's file (a new area: a new file spread here).
 */
import { affiliateMessages } from './messages/affiliates';
import { commonMessages } from './messages/common';
import { investorMessages } from './messages/investors';
import { loanMessages } from './messages/loans';
import { operationMessages } from './messages/operations';

export { READ } from './messages/texts';

export const messages = {
  ...commonMessages,
  ...affiliateMessages,
  ...operationMessages,
  ...loanMessages,
  ...investorMessages,
} as const;

export type HttpErrorStatus = keyof typeof messages.http;

/**
 * The Spanish text for an HTTP error status the API sends; unknown 4xx fall back to the
 * bad-request text and everything else to the server-error text, so no status lacks a message.
 */
export function messageForStatus(status: unknown): string {
  const code = typeof status === 'string' ? Number(status.trim()) : status;
  if (typeof code === 'number' && Object.hasOwn(messages.http, code)) {
    return messages.http[code as HttpErrorStatus];
  }
  if (typeof code === 'number' && code >= 400 && code < 500) return messages.http[400];
  return messages.http[500];
}
