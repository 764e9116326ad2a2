import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_AREA, organizationsApi, SIGNED_IN } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
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

    route(app, organizationsApi.own, { schema: { tags }, onRequest: signedIn }, async (request) =>
      organizations.getOwnOrganization(ctx, actorOf(request)),
    );
    route(app, organizationsApi.names, { schema: { tags }, onRequest: authorize(ctx, ORGANIZATIONS_AREA.switch) }, async () =>
      organizations.listOrganizationNames(ctx),
    );
    route(app, organizationsApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      organizations.listOrganizations(ctx, actorOf(request)),
    );
    route(app, organizationsApi.create, { schema: { tags }, onRequest: platformAdmin }, async (request, reply) =>
      reply.status(201).send(await organizations.createOrganization(ctx, request.body)),
    );
    route(app, organizationsApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      organizations.getOrganization(ctx, actorOf(request), request.params.orgId),
    );
    route(app, organizationsApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      organizations.updateOrganization(ctx, actorOf(request), request.params.orgId, request.body),
    );
    route(app, organizationsApi.delete, { schema: { tags }, onRequest: platformAdmin }, async (request) => {
      await organizations.deleteOrganization(ctx, actorOf(request), request.params.orgId);
      return { ok: true as const };
    });

    route(app, organizationsApi.public, { schema: { tags: ['public'] } }, async (request) =>
      organizations.getPublicOrganization(ctx, request.params.orgId),
    );
  };
