import type { FieldIssue } from '../contract/errors.ts';

/** A failed call: the server's `{ code, message }`, or NETWORK / BAD_RESPONSE from the client. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[];

  constructor(status: number, code: string, message: string, details: FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
