import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorBody } from '@foyer/contracts';
import { AppError, HTTP_STATUS } from '../lib/app-error.js';

const pathOf = (location: string, instancePath: string) => {
  const fieldPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (location === 'body') return fieldPath || 'body';
  return fieldPath ? `${location}.${fieldPath}` : location;
};

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
      const code = error.statusCode === 404 ? 'not_found' : error.statusCode === 429 ? 'rate_limited' : 'validation_failed';
      return send(HTTP_STATUS[code] === error.statusCode ? error.statusCode : 400, { code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: 'Something went wrong on our side. Please try again later.' });
  });
}
