import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@foyer/contracts';
import type { Endpoint } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { routeAccessTable, type RouteAccess } from '../plugins/auth.js';

/**
 * `/api` routes that are deliberately not endpoints in the contracts: nothing of ours calls them
 * through the web client.
 */
const NOT_FOR_THE_WEB: Record<string, string> = {
  'POST /api/payments/webhooks/:provider': 'payment providers call it, signed',
  'POST /api/payments/webhooks/stripe/:orgId': 'Stripe calls it, signed',
  'POST /api/payments/test/:providerPaymentId/decision': "the test provider's own page (/payments/test/…) calls it",
  'GET /api/public/orders/:orderId/return': 'the payment page sends the buyer there; it redirects to the shop',
  'GET /api/openapi.json': 'the OpenAPI document of the contracts themselves',
};
/** Swagger UI's pages and assets. */
const DOCS_PREFIX = '/api/docs';

/** Every endpoint the contracts export, by name (`feesApi.list`). */
function contractEndpoints(): Map<string, Endpoint> {
  const found = new Map<string, Endpoint>();
  for (const [groupName, group] of Object.entries(contracts)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const [name, value] of Object.entries(group)) if (contracts.isEndpoint(value)) found.set(`${groupName}.${name}`, value);
  }
  return found;
}

const keyOf = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;

describe('endpoints: declared once in the contracts, registered from them', () => {
  let app: TestApp;
  let table: Map<string, RouteAccess>;
  const endpoints = contractEndpoints();

  beforeAll(async () => {
    app = await createTestApp();
    table = new Map(
      routeAccessTable(app.app)
        .filter((route) => route.method !== 'HEAD')
        .map((route) => [keyOf(route), route]),
    );
  });
  afterAll(() => app.close());

  it('finds the contracts’ endpoints, each method and path once', () => {
    expect(endpoints.size).toBeGreaterThan(90);
    const keys = [...endpoints.values()].map((endpoint) => keyOf(endpoint));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('registers every endpoint with its method, path and the very schemas of the contract', () => {
    const problems: string[] = [];
    for (const [name, endpoint] of endpoints) {
      const route = table.get(keyOf(endpoint));
      if (!route) {
        problems.push(`${name}: ${keyOf(endpoint)} is not registered`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
      const expected: [string, unknown, unknown][] = [
        ['params', endpoint.params, schema.params],
        ['query', endpoint.query, schema.querystring],
        ['headers', endpoint.headers, schema.headers],
        // A raw upload's body is described by the server alone (bytes); a JSON body is the contract's.
        ...(endpoint.consumes ? [] : [['body', endpoint.body, schema.body] as [string, unknown, unknown]]),
        ...(endpoint.produces ? [] : [['response', endpoint.response, schema.response?.[endpoint.status]] as [string, unknown, unknown]]),
      ];
      for (const [part, declared, registered] of expected) {
        if (declared !== registered) problems.push(`${name}: the route's ${part} is not the contract's`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has an endpoint for every /api route, except those listed as not for the web', () => {
    const declared = new Set([...endpoints.values()].map((endpoint) => keyOf(endpoint)));
    const undeclared = [...table.values()]
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PREFIX))
      .map((route) => keyOf(route))
      .filter((key) => !declared.has(key) && !(key in NOT_FOR_THE_WEB));
    expect(undeclared).toEqual([]);
    // The list names only routes that exist, so it cannot hide a new one by a stale entry.
    expect(Object.keys(NOT_FOR_THE_WEB).filter((key) => !table.has(key))).toEqual([]);
  });
});
