import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, TErrorBody } from '@foyer/contracts';
import { AppError, HTTP_STATUS } from '../lib/app-error.js';

const pathOf = (location: string, instancePath: string) => {
  const fieldPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (location === 'body') return fieldPath || 'body';
  return fieldPath ? `${location}.${fieldPath}` : location;
};

/** The code a plugin's bare HTTP status stands for; statuses not listed answer `bad_request`. */
const CODE_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(HTTP_STATUS) as [ErrorCode, number][])
    .filter(([code]) => !['validation_failed', 'invalid_json', 'stale_version'].includes(code))
    .map(([code, status]) => [status, code]),
);

const MESSAGE_OF_CODE: Partial<Record<ErrorCode, string>> = {
  bad_request: 'The request could not be handled',
  unauthenticated: 'Please sign in',
  forbidden: 'You do not have permission to do this',
  not_found: 'Not found',
  method_not_allowed: 'This address does not take this method',
  not_acceptable: 'This address cannot answer in the format asked for',
  conflict: 'The request conflicts with the current state',
  precondition_failed: 'The resource has changed',
  payload_too_large: 'The request body is too large',
  uri_too_long: 'The address is too long',
  unsupported_media_type: 'Send this request as application/json',
  range_not_satisfiable: 'The requested range is not available',
  rate_limited: 'Too many requests. Try again later.',
  headers_too_large: 'The request headers are too large',
};

/** The error body for failures found before a route runs, written straight to the socket or reply. */
export const bareErrorBody = (code: ErrorCode) =>
  JSON.stringify({ error: { code, message: MESSAGE_OF_CODE[code] ?? 'The request could not be handled' } } satisfies TErrorBody);

/** What the router refuses before any route runs (a parameter past its length, a malformed address). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_request';
  void reply.status(HTTP_STATUS[code]).type('application/json; charset=utf-8').send(bareErrorBody(code));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed
 * request line, a client too slow): the same error body, written to the socket, which then closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'bad_request']
        : [400, 'bad_request'];
  const body = bareErrorBody(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error body for every failure; a 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, error: TErrorBody['error'], headers?: Record<string, string>) => {
      if (headers) reply.headers(headers);
      return reply.status(status).send({ error });
    };
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(
        error.status,
        { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        error.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // Fastify names the query 'querystring'; clients know it as 'query'.
        const location = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
        const key = pathOf(location, issue.instancePath);
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const names = Object.keys(fields).join(', ');
      return send(400, { code: 'validation_failed', message: `Invalid input: ${names}`, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return send(500, { code: 'internal', message: 'Something went wrong on our side. Please try again later.' });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(400, { code: 'invalid_json', message: 'The request body is not valid JSON', fields: { body: 'Must be valid JSON' } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(413, { code: 'payload_too_large', message: 'The request body is too large' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return send(415, { code: 'unsupported_media_type', message: 'Send this request as application/json' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A plugin's refusal keeps its own status (a folder refused by the static files is a 403,
      // not a 400); its message may echo the address, so people get ours.
      const code = CODE_OF_STATUS.get(error.statusCode) ?? 'bad_request';
      return send(error.statusCode, { code, message: MESSAGE_OF_CODE[code] ?? 'The request could not be handled' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: 'Something went wrong on our side. Please try again later.' });
  });
}
