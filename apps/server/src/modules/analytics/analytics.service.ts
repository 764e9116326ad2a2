import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES, isTrackingId, type TAnalyticsIntegrationWrite, type TPublicAnalyticsIntegration } from '@foyer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { organizationExists } from '../organizations/index.js';
import { mapUniqueViolation } from '../../lib/constraint-violations.js';
import { TRACKING_UNIQUE, analyticsRepository } from './analytics.repository.js';

const notFoundIntegration = () => notFound('Analytics integration');
const duplicate = () => conflict(ANALYTICS_MESSAGES.duplicate, { id: ANALYTICS_MESSAGES.duplicate });

export const listIntegrations = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, (tx) => analyticsRepository.list(tx, actor.orgId));

export async function getIntegration(ctx: AppContext, actor: Actor, analyticsIntegrationId: string) {
  const integration = await inTenant(ctx.db, actor.orgId, (tx) => analyticsRepository.find(tx, actor.orgId, analyticsIntegrationId));
  if (!integration) throw notFoundIntegration();
  return integration;
}

/** The same service and tracking id twice would load the script twice: 409 (decided by the unique key). */
export const createIntegration = (ctx: AppContext, actor: Actor, integration: TAnalyticsIntegrationWrite) =>
  mapUniqueViolation(
    TRACKING_UNIQUE,
    () => inTenant(ctx.db, actor.orgId, (tx) => analyticsRepository.insert(tx, actor.orgId, randomUUID(), integration)),
    duplicate,
  );

export async function updateIntegration(
  ctx: AppContext,
  actor: Actor,
  analyticsIntegrationId: string,
  integration: TAnalyticsIntegrationWrite,
) {
  const updated = await mapUniqueViolation(
    TRACKING_UNIQUE,
    () => inTenant(ctx.db, actor.orgId, (tx) => analyticsRepository.update(tx, actor.orgId, analyticsIntegrationId, integration)),
    duplicate,
  );
  if (!updated) throw notFoundIntegration();
  return updated;
}

export async function deleteIntegration(ctx: AppContext, actor: Actor, analyticsIntegrationId: string) {
  const removed = await inTenant(ctx.db, actor.orgId, (tx) => analyticsRepository.remove(tx, actor.orgId, analyticsIntegrationId));
  if (!removed) throw notFoundIntegration();
}

/**
 * SPEC §7: the enabled integrations the shop loads, for anyone (no session); an unknown
 * organisation is not found. SPEC §8 skips an integration that cannot be created: a stored id that
 * no longer has its service's format (rules may tighten) is logged and left out rather than put
 * into a visitor's page.
 */
export async function listPublicIntegrations(
  ctx: AppContext,
  orgId: string,
  log: FastifyBaseLogger,
): Promise<TPublicAnalyticsIntegration[]> {
  const integrations = await inTenant(ctx.db, orgId, async (tx) =>
    (await organizationExists(tx, orgId)) ? analyticsRepository.list(tx, orgId, { enabledOnly: true }) : null,
  );
  if (!integrations) throw notFound('Organization');
  return integrations.flatMap(({ analyticsIntegrationId, type, id }) => {
    if (isTrackingId(type, id)) return [{ type, id }];
    log.warn({ orgId, analyticsIntegrationId, type }, 'analytics integration skipped: its tracking id has no valid format');
    return [];
  });
}
