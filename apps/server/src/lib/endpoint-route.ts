import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@foyer/contracts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The Fastify schema an endpoint declares. */
export type EndpointSchema<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: E['response'] extends z.ZodType ? { [S in E['status']]: E['response'] } : undefined;
};

/**
 * What only the server adds: OpenAPI tags, and the schemas of bytes (a raw upload's body, a file's
 * response), which the contracts cannot describe without Node's Buffer.
 */
export interface ServerSchema {
  tags?: string[];
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

type Merged<E extends Endpoint, X extends ServerSchema> = Omit<EndpointSchema<E>, keyof X> & X;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export type EndpointRouteOptions<X extends ServerSchema> = Omit<RouteShorthandOptions, 'schema'> & { schema?: X };

/** The Fastify schema of an endpoint, with only what it declares. */
export function schemaOf(endpoint: Endpoint): FastifySchema {
  const schema: FastifySchema & { consumes?: readonly string[]; produces?: readonly string[] } = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.response) schema.response = { [endpoint.status]: endpoint.response };
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  return schema;
}

/**
 * Registers the route of an endpoint from `@foyer/contracts`: its method, URL and schemas come from
 * the contract the web calls, so they cannot drift apart. The handler is typed by those schemas.
 */
export function route<E extends Endpoint, X extends ServerSchema = Record<never, never>>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions<X>,
  handler: Handler<Merged<E, X>>,
): void {
  const { schema: extra, ...rest } = options;
  const own = schemaOf(endpoint);
  const where = `${endpoint.method} ${endpoint.path}`;
  if (extra?.body && (endpoint.body || !endpoint.consumes))
    throw new Error(`${where}: only a raw upload's body is the server's to describe`);
  if (extra?.response && (endpoint.response || !endpoint.produces))
    throw new Error(`${where}: only a file's response is the server's to describe`);
  app.route({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...extra, ...own },
    handler: handler as Handler<FastifySchema>,
  });
}
