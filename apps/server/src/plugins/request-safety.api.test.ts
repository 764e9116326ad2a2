import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedInUser } from '../test/factories.js';

/** Sends raw bytes to a listening server and returns what came back before it closed. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

// Raw app.inject on purpose: these calls carry malformed bodies, NUL bytes and foreign origins the test kit would never send.
describe('requests refused before they reach a route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an anonymous call with 401 before looking at its body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/venues', payload: { name: 42 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'Please sign in', reason: 'request.signIn' });
  });

  it('refuses NUL and lone surrogates in bodies, queries and paths with 400 naming the field', async () => {
    const { cookie } = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":"West\\u0000Wing","city":"Aarhus"}',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatchObject({ code: 'validation_failed', fields: { name: 'Contains characters that are not allowed' } });

    // The anonymous shop: a half surrogate pair in the buyer's name, deep in the body.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/public/payments?orgId=00000000-0000-4000-8000-000000000001',
      headers: { 'content-type': 'application/internal+json' },
      payload: '{"cartId":"x","consumer":{"type":"Private","firstName":"An\\ud800na"}}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.fields).toEqual({ 'consumer.firstName': 'Contains characters that are not allowed' });

    const query = await t.app.inject({ method: 'GET', url: '/api/orders?search=a%00b', headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toEqual({ 'query.search': 'Contains characters that are not allowed' });

    const path = await t.app.inject({ method: 'GET', url: '/api/venues/a%00b', headers: { cookie } });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.fields).toEqual({ 'params.venueId': 'Contains characters that are not allowed' });

    // A well-formed pair (an emoji) is text like any other.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Garden 🌿', city: 'Aarhus' }),
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().name).toBe('Garden 🌿');
  });

  it('refuses state-changing staff calls from another site, bodyless ones included', async () => {
    const { cookie } = await signedInUser(t, ['OrganizationAdmin']);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toEqual({
      code: 'forbidden',
      message: 'Requests from other sites are not allowed',
      reason: 'request.crossSite',
    });
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    // The session survived both.
    expect((await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } })).statusCode).toBe(200);
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'http://foyer.test' } });
    expect(own.statusCode).toBe(200);
    // The shop is called from the museum's site by design; CORS decides there.
    const shop = await t.app.inject({
      method: 'PUT',
      url: '/api/public/carts',
      headers: { origin: 'https://museum.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(shop.statusCode).not.toBe(403);
  });

  it('sends a content security policy with every answer', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an over-long address with the error body and without echoing it', async () => {
    const long = 'a'.repeat(300);
    const response = await t.app.inject({ method: 'GET', url: `/api/venues/${long}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'uri_too_long', message: 'The address is too long', reason: 'request.uriTooLong' } });
    expect(response.body).not.toContain(long);
  });

  it('answers headers too large with the error body, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const answer = await rawRequest(port, `GET /api/${'p'.repeat(40)} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large', reason: 'request.headersTooLarge' },
    });
    expect(answer).not.toContain('p'.repeat(40));
  });
});

describe('served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://tickets.museum.example', secureCookies: true });
  });
  afterAll(() => t.close());

  it('tells browsers to keep to https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
