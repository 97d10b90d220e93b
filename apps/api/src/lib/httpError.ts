/** An error whose message is a Spanish text from the domain catalogue, sent as `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the answer (per-field `violations`, a provider `code`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, message: string, details?: Readonly<Record<string, unknown>>) =>
  new HttpError(statusCode, message, details);
