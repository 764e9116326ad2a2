import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORGANIZATIONS_AREA,
  SIGNED_IN,
  ZOk,
  ZOrganization,
  ZOrganizationName,
  ZOrganizationUpdate,
  ZOrganizationWrite,
  ZOrgIdParams,
  ZPublicOrganization,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as organizations from './organizations.service.js';

export const organizationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['organizations'];
    const signedIn = authorize(ctx, SIGNED_IN);
    // Which organisation a reader or writer may reach is decided per id in the service (404 for others).
    const read = authorize(ctx, ORGANIZATIONS_AREA.read);
    const write = authorize(ctx, ORGANIZATIONS_AREA.write);
    const platformAdmin = authorize(ctx, ORGANIZATIONS_AREA.platformAdmin);

    app.get('/api/organizations/own', { schema: { tags, response: { 200: ZOrganization } }, onRequest: signedIn }, async (request) =>
      organizations.getOwnOrganization(ctx, actorOf(request)),
    );
    app.get(
      '/api/organizations/names',
      { schema: { tags, response: { 200: z.array(ZOrganizationName) } }, onRequest: authorize(ctx, ORGANIZATIONS_AREA.switch) },
      async () => organizations.listOrganizationNames(ctx),
    );
    app.get('/api/organizations', { schema: { tags, response: { 200: z.array(ZOrganization) } }, onRequest: read }, async (request) =>
      organizations.listOrganizations(ctx, actorOf(request)),
    );
    app.post(
      '/api/organizations',
      { schema: { tags, body: ZOrganizationWrite, response: { 201: ZOrganization } }, onRequest: platformAdmin },
      async (request, reply) => reply.status(201).send(await organizations.createOrganization(ctx, request.body)),
    );
    app.get(
      '/api/organizations/:orgId',
      { schema: { tags, params: ZOrgIdParams, response: { 200: ZOrganization } }, onRequest: read },
      async (request) => organizations.getOrganization(ctx, actorOf(request), request.params.orgId),
    );
    app.put(
      '/api/organizations/:orgId',
      { schema: { tags, params: ZOrgIdParams, body: ZOrganizationUpdate, response: { 200: ZOrganization } }, onRequest: write },
      async (request) => organizations.updateOrganization(ctx, actorOf(request), request.params.orgId, request.body),
    );
    app.delete(
      '/api/organizations/:orgId',
      { schema: { tags, params: ZOrgIdParams, response: { 200: ZOk } }, onRequest: platformAdmin },
      async (request) => {
        await organizations.deleteOrganization(ctx, actorOf(request), request.params.orgId);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/public/organizations/:orgId',
      { schema: { tags: ['public'], params: ZOrgIdParams, response: { 200: ZPublicOrganization } } },
      async (request) => organizations.getPublicOrganization(ctx, request.params.orgId),
    );
  };
