import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type EndpointArgs, type EndpointInput, type EndpointResponse, type PathParamName } from './endpoint.js';
import { endpointUrl } from './endpoint-url.js';

describe('endpoint', () => {
  it('reads the path parameters from the path', () => {
    expectTypeOf<PathParamName<'/api/events/:id/tickets/:ticketId'>>().toEqualTypeOf<'id' | 'ticketId'>();
    expectTypeOf<PathParamName<'/api/events'>>().toEqualTypeOf<never>();
    const ticket = endpoint({ method: 'PUT', path: '/api/events/:id/tickets/:ticketId', response: z.object({ ok: z.literal(true) }) });
    expect(Object.keys((ticket.params as z.ZodObject).shape)).toEqual(['id', 'ticketId']);
    expect(ticket.params!.safeParse({ id: 'a', ticketId: 'b' }).success).toBe(true);
    expectTypeOf<EndpointInput<typeof ticket>>().toEqualTypeOf<{
      params: { id: string; ticketId: string };
      query?: undefined;
      body?: undefined;
    }>();
    expectTypeOf<EndpointResponse<typeof ticket>>().toEqualTypeOf<{ ok: true }>();
  });

  it('refuses a params schema that names other parameters than the path', () => {
    // Nor does it type-check: the schema lacks the path's parameter.
    // @ts-expect-error category is missing
    expect(() => endpoint({ method: 'GET', path: '/api/fees/:category', params: z.object({ name: z.string() }) })).toThrow(
      'GET /api/fees/:category: params name name, the path category',
    );
    expect(() =>
      endpoint({ method: 'GET', path: '/api/fees/:category', params: z.object({ category: z.string(), extra: z.string() }) }),
    ).toThrow(/params name category, extra/);
    // @ts-expect-error a path without parameters takes no params schema
    expect(() => endpoint({ method: 'GET', path: '/api/fees', params: z.object({ category: z.string() }) })).toThrow(
      /path without parameters/,
    );
  });

  it('keeps JSON schemas off raw uploads and file answers', () => {
    expect(() => endpoint({ method: 'PUT', path: '/api/x', consumes: ['image/png'], body: z.object({}) })).toThrow(/raw upload/);
    expect(() => endpoint({ method: 'GET', path: '/api/x', produces: ['application/pdf'], response: z.object({}) })).toThrow(/file answer/);
  });

  it('asks for the body and query only where they are required', () => {
    const list = endpoint({
      method: 'GET',
      path: '/api/things',
      query: z.object({ page: z.number().default(1) }),
      response: z.array(z.string()),
    });
    const create = endpoint({
      method: 'POST',
      path: '/api/things',
      body: z.object({ name: z.string() }),
      response: z.string(),
      status: 201,
    });
    expectTypeOf<EndpointArgs<typeof list>>().toEqualTypeOf<
      [input?: { params?: undefined; query?: { page?: number | undefined }; body?: undefined }]
    >();
    expectTypeOf<EndpointArgs<typeof create>>().toEqualTypeOf<[input: { params?: undefined; query?: undefined; body: { name: string } }]>();
    expect(create.status).toBe(201);
    expect(list.status).toBe(200);
  });
});

describe('endpointUrl', () => {
  it('fills and encodes the path, then adds the defined query values', () => {
    expect(endpointUrl('/api/configuration/:name', { name: 'a b/c?' })).toBe('/api/configuration/a%20b%2Fc%3F');
    expect(endpointUrl('/api/events/:id/series', { id: 'e1' }, { page: 2, status: undefined, from: '', to: null, all: true })).toBe(
      '/api/events/e1/series?page=2&all=true',
    );
    expect(endpointUrl('/api/orders', null, { status: ['Charged', 'Refunded'] })).toBe('/api/orders?status=Charged&status=Refunded');
  });
  it('refuses to call another route for a missing path value', () => {
    expect(() => endpointUrl('/api/orders/:orderId', { orderId: '' })).toThrow('/api/orders/:orderId: no value for orderId');
    expect(() => endpointUrl('/api/orders/:orderId', {})).toThrow(/no value for orderId/);
  });
});
