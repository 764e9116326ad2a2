import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { FEES_AREA } from '@foyer/contracts';
import type { AppContext } from '../context.js';
import { guardedRouteTable, staleOpenRoutes, unguardedRoutes } from '../test/route-access.js';
import { authorize, registerAuth, routeAccessTable } from './auth.js';

// An anonymous call never reaches the context: with no session cookie authorize() answers at once.
const noContext = {} as AppContext;

async function throwawayApp() {
  const app = Fastify();
  registerAuth(app);
  await app.register(cookie);
  await app.register(async (scope) => {
    scope.get('/api/fees', { onRequest: authorize(noContext, FEES_AREA.read) }, async () => []);
    scope.put('/api/fees/:category', { onRequest: [async () => {}, authorize(noContext, FEES_AREA.write)] }, async () => ({}));
    scope.get('/api/public/fees/:orgId', async () => []);
    scope.post('/api/auth/login', async () => ({}));
    scope.delete('/api/fees/:category', async () => ({ forgotten: true }));
  });
  await app.ready();
  return app;
}

describe('the route access check', () => {
  it('reports a staff route without authorize(), and only that one', async () => {
    const app = await throwawayApp();
    expect(unguardedRoutes(routeAccessTable(app))).toEqual(['DELETE /api/fees/:category']);
    await app.close();
  });

  it('reads the rule of each guarded route from its onRequest hooks', async () => {
    const app = await throwawayApp();
    expect(guardedRouteTable(routeAccessTable(app))).toEqual({ 'GET /api/fees': 'fees.read', 'PUT /api/fees/:category': 'fees.write' });
    await app.close();
  });

  it('names open entries that no longer match a route', async () => {
    const app = await throwawayApp();
    expect(staleOpenRoutes(routeAccessTable(app))).toContain('POST /api/auth/forgot-password');
    expect(staleOpenRoutes(routeAccessTable(app))).not.toContain('POST /api/auth/login');
    await app.close();
  });

  it('refuses at start-up an authorize() placed after validation', async () => {
    const app = Fastify();
    registerAuth(app);
    expect(() => app.post('/api/fees', { preValidation: authorize(noContext, FEES_AREA.write) }, async () => ({}))).toThrow(
      /use authorize\(\) as onRequest/,
    );
    await app.close();
  });
});
