import { and, asc, eq } from 'drizzle-orm';
import type { TAnalyticsIntegration, TAnalyticsIntegrationWrite } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { analyticsIntegrations } from '../../db/schema/index.js';

type IntegrationRow = typeof analyticsIntegrations.$inferSelect;

/** The constraint that keeps one integration per service and tracking id (0007). */
export const TRACKING_UNIQUE = 'analytics_integrations_tracking_unique';

const toIntegration = (row: IntegrationRow): TAnalyticsIntegration => ({
  analyticsIntegrationId: row.analyticsIntegrationId,
  type: row.type,
  id: row.trackingId,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

const columnsOf = (integration: TAnalyticsIntegrationWrite) => ({
  type: integration.type,
  trackingId: integration.id,
  enabled: integration.enabled,
});

const byId = (orgId: string, analyticsIntegrationId: string) =>
  and(eq(analyticsIntegrations.orgId, orgId), eq(analyticsIntegrations.analyticsIntegrationId, analyticsIntegrationId));

export const analyticsRepository = {
  /** Oldest first, so the shop loads scripts in the order staff added them; `enabledOnly` for the shop. */
  async list(tx: Tx, orgId: string, options: { enabledOnly?: boolean } = {}): Promise<TAnalyticsIntegration[]> {
    const where = options.enabledOnly
      ? and(eq(analyticsIntegrations.orgId, orgId), eq(analyticsIntegrations.enabled, true))
      : eq(analyticsIntegrations.orgId, orgId);
    const rows = await tx
      .select()
      .from(analyticsIntegrations)
      .where(where)
      .orderBy(asc(analyticsIntegrations.createdAt), asc(analyticsIntegrations.analyticsIntegrationId));
    return rows.map(toIntegration);
  },

  async find(tx: Tx, orgId: string, analyticsIntegrationId: string): Promise<TAnalyticsIntegration | undefined> {
    const [row] = await tx.select().from(analyticsIntegrations).where(byId(orgId, analyticsIntegrationId));
    return row && toIntegration(row);
  },

  async insert(tx: Tx, orgId: string, analyticsIntegrationId: string, integration: TAnalyticsIntegrationWrite) {
    const [row] = await tx
      .insert(analyticsIntegrations)
      .values({ orgId, analyticsIntegrationId, ...columnsOf(integration) })
      .returning();
    return toIntegration(row!);
  },

  async update(
    tx: Tx,
    orgId: string,
    analyticsIntegrationId: string,
    integration: TAnalyticsIntegrationWrite,
  ): Promise<TAnalyticsIntegration | undefined> {
    const [row] = await tx.update(analyticsIntegrations).set(columnsOf(integration)).where(byId(orgId, analyticsIntegrationId)).returning();
    return row && toIntegration(row);
  },

  async remove(tx: Tx, orgId: string, analyticsIntegrationId: string): Promise<boolean> {
    const rows = await tx
      .delete(analyticsIntegrations)
      .where(byId(orgId, analyticsIntegrationId))
      .returning({ analyticsIntegrationId: analyticsIntegrations.analyticsIntegrationId });
    return rows.length > 0;
  },
};
