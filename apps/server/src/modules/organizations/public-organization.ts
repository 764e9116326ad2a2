import type { TPublicOrganization } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { NotifiedCache } from '../../lib/notified-cache.js';
import { organizationsRepository } from './organizations.repository.js';

/**
 * The organisation as its shop reads it (name, embedding origin, stylesheets, venues), kept a few
 * seconds per process (issue 13): every shop page asks for it, and the server itself when it
 * writes a shop page or checks who may frame it. A change of the organisation's row is announced
 * on the settings channel and a venue's on the catalogue channel (migration 20261127T0830); it is
 * kept only while both are heard, and a staff write forgets its own organisation's at once (app.ts).
 */
export type PublicOrganizationCache = NotifiedCache<TPublicOrganization>;

/** A safety net only: changes are announced. */
export const PUBLIC_ORGANIZATION_TTL_MS = 10_000;

/** The organisation as the shop sees it, null when there is no such organisation. */
export const publicOrganizationOf = (ctx: Pick<AppContext, 'db' | 'publicOrganizations'>, orgId: string) =>
  ctx.publicOrganizations.get(
    orgId,
    async () => (await inTenant(ctx.db, orgId, (tx) => organizationsRepository.findPublic(tx, orgId))) ?? null,
  );
