import { z } from 'zod';

/**
 * One HTTP endpoint, declared once: its method, path and schemas. The server registers its route
 * from it (apps/server/src/lib/endpoint-route.ts) and the web calls it through it
 * (apps/web/src/shared/api/api-client.ts), so a path or a shape cannot differ between the two.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The names of a path's `:name` segments: `'id' | 'ticketId'` of `/api/events/:id/tickets/:ticketId`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Schema = z.ZodType;
type MaybeSchema = Schema | undefined;

/** A path without parameters takes no params schema; one with them, a schema of at least those names. */
export type ParamsSchemaFor<P extends string> = [PathParamName<P>] extends [never]
  ? undefined
  : z.ZodType<{ [K in PathParamName<P>]: unknown }, { [K in PathParamName<P>]: unknown }>;

/** Fails the type check where a params schema lacks one of the path's parameters. */
type ParamsCheck<P extends string, Params> = Params extends ParamsSchemaFor<P> ? unknown : { params: ParamsSchemaFor<P> };

/** The params schema of a path whose endpoint names none: each parameter a string. */
export type DefaultParams<P extends string> = [PathParamName<P>] extends [never]
  ? undefined
  : z.ZodObject<{ [K in PathParamName<P>]: z.ZodString }>;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends MaybeSchema = MaybeSchema,
  Query extends MaybeSchema = MaybeSchema,
  Body extends MaybeSchema = MaybeSchema,
  Response extends MaybeSchema = MaybeSchema,
  Status extends number = number,
  Headers extends MaybeSchema = MaybeSchema,
> {
  readonly method: M;
  /** Fastify's syntax: `/api/fees/:category`. */
  readonly path: P;
  readonly params: Params;
  readonly query: Query;
  /** The JSON body; none for a raw upload (see `consumes`). */
  readonly body: Body;
  readonly headers: Headers;
  /** The JSON answer; none for a file (see `produces`). */
  readonly response: Response;
  /** The status of a success (201 for most creates). */
  readonly status: Status;
  /** A raw upload's content types: the body is the file itself. */
  readonly consumes: readonly string[] | undefined;
  /** A file answer's content types. */
  readonly produces: readonly string[] | undefined;
}

/** Any endpoint whose success is JSON. */
export type JsonEndpoint = Endpoint<HttpMethod, string, MaybeSchema, MaybeSchema, MaybeSchema, Schema>;

export interface EndpointDefinition<M, P extends string, Params, Query, Body, Response, Status, Headers> {
  method: M;
  path: P;
  /** Defaults to each path parameter as a string. */
  params?: Params;
  query?: Query;
  body?: Body;
  headers?: Headers;
  response?: Response;
  status?: Status;
  consumes?: readonly string[];
  produces?: readonly string[];
}

const declared = new WeakSet<object>();

/** The names of a path's parameters, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Declares an endpoint. A path's parameters come from the path itself: a params schema must name
 * exactly them (checked when the contracts load), and without one each is a string.
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends `/${string}`,
  Params extends MaybeSchema = DefaultParams<P>,
  Query extends MaybeSchema = undefined,
  Body extends MaybeSchema = undefined,
  Response extends MaybeSchema = undefined,
  const Status extends number = 200,
  Headers extends MaybeSchema = undefined,
>(
  definition: EndpointDefinition<M, P, Params, Query, Body, Response, Status, Headers> & ParamsCheck<P, Params>,
): Endpoint<M, P, Params, Query, Body, Response, Status, Headers> {
  const names = pathParamNames(definition.path);
  const where = `${definition.method} ${definition.path}`;
  let params: Schema | undefined = definition.params;
  if (!params && names.length > 0) params = z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
  if (params && names.length === 0) throw new Error(`${where}: params given for a path without parameters`);
  if (params instanceof z.ZodObject) {
    const keys = Object.keys(params.shape).sort();
    if (keys.join() !== [...names].sort().join()) throw new Error(`${where}: params name ${keys.join(', ')}, the path ${names.join(', ')}`);
  }
  if (definition.consumes && definition.body) throw new Error(`${where}: a raw upload has no JSON body schema`);
  if (definition.produces && definition.response) throw new Error(`${where}: a file answer has no JSON response schema`);
  const declaredEndpoint = {
    method: definition.method,
    path: definition.path,
    params: params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    headers: definition.headers as Headers,
    response: definition.response as Response,
    status: (definition.status ?? 200) as Status,
    consumes: definition.consumes,
    produces: definition.produces,
  };
  declared.add(declaredEndpoint);
  return Object.freeze(declaredEndpoint);
}

/** Whether a value was made by `endpoint()`. */
export const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && declared.has(value);

type Input<S> = S extends Schema ? z.input<S> : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What the server answers on success. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends Schema ? z.output<E['response']> : never;
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointQuery<E extends Endpoint> = Input<E['query']>;
export type EndpointBody<E extends Endpoint> = Input<E['body']>;

/** What a caller passes: the path's params, the query and the body, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = Simplify<
  (E['params'] extends Schema ? { params: z.input<E['params']> } : { params?: undefined }) &
    (E['query'] extends Schema
      ? object extends z.input<E['query']>
        ? { query?: z.input<E['query']> }
        : { query: z.input<E['query']> }
      : { query?: undefined }) &
    (E['body'] extends Schema
      ? undefined extends z.input<E['body']>
        ? { body?: z.input<E['body']> }
        : { body: z.input<E['body']> }
      : { body?: undefined })
>;

/** The input as arguments: optional where nothing in it is required. */
export type EndpointArgs<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];
