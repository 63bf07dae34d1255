import type { ErrorCode, FieldIssue } from '@portal/api-client/contract/errors';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNKNOWN_HOTEL: 400,
  UNAUTHENTICATED: 401,
  SIGN_IN_FAILED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
};

/** A refusal the guest should read: answered as `{ code, message, details? }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly code: string;
  readonly statusCode: number;
  readonly details: FieldIssue[] | undefined;

  constructor(code: ErrorCode, message: string, options: { details?: FieldIssue[]; subcode?: string } = {}) {
    super(message);
    this.statusCode = STATUS[code];
    this.code = options.subcode ?? code;
    this.details = options.details;
  }
}
