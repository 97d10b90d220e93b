/** An error whose message is a Spanish text from the domain catalogue, sent as `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);
