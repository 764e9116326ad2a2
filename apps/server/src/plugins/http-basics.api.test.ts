import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedInUser } from '../test/factories.js';

// Raw app.inject on purpose: request ids, content types and health answers are the HTTP layer itself, which the test kit hides.
describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.FOYER_TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/venues/{venueId}']));
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('echoes a request id, or makes one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_json', fields: { body: 'Must be valid JSON' } });
  });

  it('refuses form and text bodies on mutations with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
  });

  it('accepts application/internal+json like JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/internal+json' },
      payload: JSON.stringify({ email: 'x@y.test', password: 'p' }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an oversized body with 413', async () => {
    const { cookie } = await signedInUser(t, ['OrganizationAdmin']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('hides internals of a 5xx', async () => {
    // A database that went away mid-flight is the kind of failure a 5xx must not describe.
    const broken = await createTestApp();
    const { cookie } = await signedInUser(broken, ['OrganizationAdmin']);
    await broken.ctx.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.', reason: 'request.internal' },
    });
    await broken.app.close().catch(() => undefined);
  });

  it('forbids framing of back office pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
