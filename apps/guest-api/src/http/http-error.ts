import { errorStatus, ERROR_CATALOGUE, type ErrorCode, type FieldIssue } from '@portal/api-client/contract/errors';

/** A refusal the guest should read: answered as `{ code, message, details? }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldIssue[] | undefined;

  /** The message defaults to the catalogue's English text for the code. */
  constructor(code: ErrorCode, message: string = ERROR_CATALOGUE[code].message, options: { details?: FieldIssue[] } = {}) {
    super(message);
    this.statusCode = errorStatus(code);
    this.code = code;
    this.details = options.details;
  }
}
