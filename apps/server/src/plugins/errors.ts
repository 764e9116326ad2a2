import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES, reasonOf, type ErrorCode, type ReasonId, type TErrorBody } from '@foyer/contracts';
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

/** The generic reason of each code: what a refusal outside the catalogue is answered as. */
const REASON_OF_CODE: Record<ErrorCode, ReasonId> = {
  validation_failed: 'request.someFieldsInvalid',
  invalid_json: 'request.invalidJson',
  bad_request: 'request.badRequest',
  unauthenticated: 'request.signIn',
  forbidden: 'request.forbidden',
  not_found: 'request.notFound',
  method_not_allowed: 'request.methodNotAllowed',
  not_acceptable: 'request.notAcceptable',
  conflict: 'request.conflict',
  stale_version: 'request.conflict',
  precondition_failed: 'request.preconditionFailed',
  payload_too_large: 'request.payloadTooLarge',
  uri_too_long: 'request.uriTooLong',
  unsupported_media_type: 'request.unsupportedMediaType',
  range_not_satisfiable: 'request.rangeNotSatisfiable',
  rate_limited: 'request.rateLimited',
  headers_too_large: 'request.headersTooLarge',
  internal: 'request.internal',
  payment_provider_failed: 'request.internal',
};

const MESSAGE_OF_CODE = (code: ErrorCode) => {
  const key = REASON_OF_CODE[code].slice('request.'.length) as keyof typeof REQUEST_MESSAGES;
  return REQUEST_MESSAGES[key];
};

/** Raised (as a 500) in tests when a refusal's text is not in the catalogue, so none ships without a reason. */
export class UncataloguedRefusal extends Error {}

/**
 * The error body for `code` and its English texts: each text's reason from the catalogue
 * (common/reasons.ts), or the code's generic reason. A refused field's text outside the catalogue
 * (zod's own wording of a type error) gets `request.invalidValue`. `strict`: an uncatalogued
 * message throws.
 */
export function explainedError(code: ErrorCode, message: string, fields?: Record<string, string>, strict = false): TErrorBody['error'] {
  const found = reasonOf(message);
  if (!found && strict && code !== 'internal') throw new UncataloguedRefusal(`No reason in the catalogue for "${message}" (${code})`);
  const body: TErrorBody['error'] = { code, message, reason: found?.reason ?? REASON_OF_CODE[code] };
  if (found?.params) body.params = found.params;
  if (fields) {
    body.fields = fields;
    // A refusal of input names a reason for every field; a conflict's fields may carry facts
    // instead (when and where a ticket was used), which have none.
    const fieldReasons = Object.entries(fields).flatMap(([path, text]) => {
      const known =
        reasonOf(text) ?? (code === 'validation_failed' || code === 'invalid_json' ? { reason: 'request.invalidValue' } : undefined);
      return known ? [[path, known] as const] : [];
    });
    if (fieldReasons.length > 0) body.fieldReasons = Object.fromEntries(fieldReasons);
  }
  return body;
}

/** The error body for failures found before a route runs, written straight to the socket or reply. */
export const bareErrorBody = (code: ErrorCode) =>
  JSON.stringify({ error: explainedError(code, MESSAGE_OF_CODE(code)) } satisfies TErrorBody);

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

/**
 * One error body for every failure, each with its reason; a 5xx never shows internals. `strict`
 * (the API tests): a refusal whose text is not in the reason catalogue answers 500 instead.
 */
export function registerErrorHandling(app: FastifyInstance, { strict = false }: { strict?: boolean } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (
      status: number,
      answer: { code: ErrorCode; message: string; fields?: Record<string, string> },
      headers?: Record<string, string>,
    ) => {
      let body: TErrorBody['error'];
      try {
        body = explainedError(answer.code, answer.message, answer.fields, strict);
      } catch (uncatalogued) {
        request.log.error({ err: uncatalogued }, 'refusal without a reason');
        return reply.status(500).send({ error: { code: 'internal', message: String(uncatalogued), reason: 'request.internal' } });
      }
      if (headers) reply.headers(headers);
      return reply.status(status).send({ error: body });
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
      return send(400, { code: 'validation_failed', message: REQUEST_MESSAGES.invalidFields.replace('{0}', () => names), fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return send(500, { code: 'internal', message: REQUEST_MESSAGES.internal });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(400, { code: 'invalid_json', message: REQUEST_MESSAGES.invalidJson, fields: { body: REQUEST_MESSAGES.mustBeJson } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(413, { code: 'payload_too_large', message: REQUEST_MESSAGES.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return send(415, { code: 'unsupported_media_type', message: REQUEST_MESSAGES.unsupportedMediaType });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A plugin's refusal keeps its own status (a folder refused by the static files is a 403,
      // not a 400); its message may echo the address, so people get ours.
      const code = CODE_OF_STATUS.get(error.statusCode) ?? 'bad_request';
      return send(error.statusCode, { code, message: MESSAGE_OF_CODE(code) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: REQUEST_MESSAGES.internal });
  });
}
