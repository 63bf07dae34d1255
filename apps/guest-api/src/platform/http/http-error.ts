import {
  errorStatus,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldIssue,
} from '@portal/api-client/contract/errors';

/** A refusal the guest should read: answered as `{ code, message, details? }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldIssue[] | undefined;
  /** Sent as `Retry-After` with a refusal that passes with time (a busy server, an upload under way). */
  readonly retryAfterSeconds: number | undefined;

  /** The message defaults to the catalogue's English text for the code. */
  constructor(
    code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    options: { details?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.statusCode = errorStatus(code);
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
