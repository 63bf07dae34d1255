import { ERROR_CATALOGUE, errorStatus, type ErrorCode } from '@portal/api-client/contract/errors';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isConstraintFailure } from '../db/constraint-failure.ts';
import { UPLOAD_REFUSALS } from '../features/check-in/identity-upload.ts';
import { HttpError } from '../platform/http/http-error.ts';

/** Fastify's and its plugins' own refusals, answered in the API's `{ code, message }` shape. */
const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.fileTooLarge],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.tooManyFiles],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'The request has too many parts'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'The request has too many fields'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION_FAILED', 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION_FAILED', 'The request body is not valid JSON'],
};

const CODE_BY_STATUS: Record<number, [ErrorCode, string]> = {
  404: ['NOT_FOUND', 'Not found'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  429: ['TOO_MANY_ATTEMPTS', 'Too many attempts, please try again later'],
};

/** Every refusal as `{ code, message }` of the catalogue (contract/errors.ts); only a fault is a 500. */
export const errorMapping = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.retryAfterSeconds !== undefined)
          reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply
          .code(error.statusCode)
          .send({ code: error.code, message: error.message, details: error.details });
      }
      if (isConstraintFailure(error)) {
        // The database held a rule the code did not check first: the request clashes with stored data.
        request.log.warn({ err: error }, 'database constraint failed');
        return reply
          .code(errorStatus('CONFLICT'))
          .send({ code: 'CONFLICT', message: ERROR_CATALOGUE.CONFLICT.message });
      }
      const status = error.statusCode ?? 500;
      const known = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? CODE_BY_STATUS[status];
      if (known || status < 500) {
        const [code, message]: [ErrorCode, string] = known ?? ['VALIDATION_FAILED', error.message];
        // The catalogue decides the status, so a code always comes with the same one.
        return reply.code(errorStatus(code)).send({ code, message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong' });
    });
  },
  { name: 'error-mapping' },
);
