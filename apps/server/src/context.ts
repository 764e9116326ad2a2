import type { AppConfig } from './config.js';
import type { Actor } from './lib/actor.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { ConnectionLane } from './db/connection-lanes.js';
import type { MailTransport } from './lib/mail/mail-transport.js';
import type { FileStorage } from './lib/storage.js';
import type { SaleSettingsCache } from './modules/organization-settings/index.js';
import type { EventListCache } from './modules/shop-catalog/index.js';
import type { IdentityCache } from './modules/auth/index.js';
import type { PublicConfigurationCache } from './modules/configuration/index.js';
import type { PublicOrganizationCache } from './modules/organizations/index.js';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  mail: MailTransport;
  storage: FileStorage;
  /** Nudges the outbox worker after a commit that queued something. */
  wakeOutbox(): void;
  /**
   * The time as services read it (the door's "today", say): the wall clock in the app, a clock the
   * test moves in API tests, so no test depends on the day it runs.
   */
  now(): Date;
  /**
   * What every shop call reads of its organisation, kept a few seconds in this process and
   * forgotten when a change is announced (modules/organization-settings, sale-settings.ts).
   */
  saleSettings: SaleSettingsCache;
  /** The shop's event lists as answered, kept likewise (modules/shop-catalog, shop-event-list.service.ts). */
  shopEventLists: EventListCache;
  /** The organisation as its shop reads it, kept likewise (modules/organizations, public-organization.ts). */
  publicOrganizations: PublicOrganizationCache;
  /** The settings its shop reads, kept likewise (modules/configuration, configuration.service.ts). */
  publicConfigurations: PublicConfigurationCache;
  /** Who each session is, kept likewise (modules/auth, auth.service.ts resolveActor). */
  identities: IdentityCache;
  /**
   * Who holds this session cookie (null: nobody signed in). The auth module answers it; it is handed
   * in here so plugins/auth, which every module's routes use, need not import the auth module.
   */
  readSession(token: string | undefined): Promise<Actor | null>;
}

/**
 * A copy of `ctx` whose transactions wait for a pooled connection in `lane`
 * (db/connection-lanes.ts): a visitor's add to cart and a scan at the door go `first`, the workers
 * `background`. Made once where the work starts (a route plugin, the app's workers).
 */
export function inConnectionLane<Context extends Pick<AppContext, 'database' | 'db'>>(ctx: Context, lane: ConnectionLane): Context {
  return { ...ctx, db: ctx.database.inLane(lane) };
}
