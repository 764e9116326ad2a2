import {
  PUBLIC_CONFIGURATION_NAMES,
  MESSAGES,
  configurationValueError,
  isKnownConfigurationName,
  type TConfigurationItem,
  CONFIGURATION_MESSAGES,
} from '@foyer/contracts';
import { DEFAULT_EAN_APPROVAL, DEFAULT_HOLD_MINUTES } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import type { NotifiedCache } from '../../lib/notified-cache.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { configurationRepository } from './configuration.repository.js';

/** One setting, in the caller's transaction: how other modules read the organisation's settings. */
export const configurationItem = (tx: Tx, orgId: string, name: string) => configurationRepository.find(tx, orgId, name);

/**
 * What a new organisation starts with. The sale rules are listed with their defaults (what their
 * absence means too, migration 20261202T0900), so staff see them: seats held 15 minutes, every
 * EAN order approved by staff.
 */
export const DEFAULT_CONFIGURATION = [
  { name: 'CURRENCY', value: 'DKK' },
  { name: 'LANGUAGE', value: 'en' },
  { name: 'MARKETING', value: 'false' },
  { name: 'RETURN_POLICY', value: 'true' },
  { name: 'HOLD_MINUTES', value: String(DEFAULT_HOLD_MINUTES) },
  { name: 'EAN_APPROVAL', value: DEFAULT_EAN_APPROVAL.mode },
  { name: 'EAN_AUTO_LIMIT', value: String(DEFAULT_EAN_APPROVAL.autoLimitMinor) },
];

/** Seeds a new organisation's base configuration, in the set-up's transaction. */
export const seedDefaultConfiguration = (tx: Tx, orgId: string) => configurationRepository.insertMany(tx, orgId, DEFAULT_CONFIGURATION);

/** The settings of the actor's organisation, sorted by name. */
export const listConfiguration = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, (tx) => configurationRepository.list(tx, actor.orgId));

export async function getConfigurationItem(ctx: AppContext, actor: Actor, name: string) {
  const item = await inTenant(ctx.db, actor.orgId, (tx) => configurationRepository.find(tx, actor.orgId, name));
  if (!item) throw notFound('Setting');
  return item;
}

/**
 * The shop keeps the settings a sale reads a few seconds per process: once a change is committed
 * this process forgets them at once; the database announces it to the others (a trigger).
 */
const forgetKeptSettings = (ctx: AppContext, orgId: string) => ctx.saleSettings.forget(orgId);

/** The body is already checked (name pattern, forbidden characters, typed value of a known name). */
export async function createConfigurationItem(ctx: AppContext, actor: Actor, item: TConfigurationItem) {
  const created = await inTenant(ctx.db, actor.orgId, (tx) => configurationRepository.insertIfAbsent(tx, actor.orgId, item));
  forgetKeptSettings(ctx, actor.orgId);
  if (!created) throw conflict(MESSAGES.settingNameTaken, { name: CONFIGURATION_MESSAGES.nameUnique });
  return created;
}

/** Whether the organisation has placed an order: handed in by the app (the orders module sits above this one). */
export type HasAnyOrder = (tx: Tx, orgId: string) => Promise<boolean>;

/**
 * The name comes from the path, so the typed rule of a known name is checked here, not by the body
 * schema. The currency is fixed once an order is placed: prices are kept as amounts, and orders,
 * refunds and gift voucher codes are in the currency they were sold in, so a new currency would
 * relabel them all (and no code sold before would pay).
 */
export async function updateConfigurationItem(ctx: AppContext, actor: Actor, name: string, value: string, hasAnyOrder: HasAnyOrder) {
  const typeError = configurationValueError(name, value);
  if (typeError) throw invalid({ value: typeError });
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (name === 'CURRENCY') {
      const current = await configurationRepository.find(tx, actor.orgId, name);
      if (current && current.value !== value && (await hasAnyOrder(tx, actor.orgId)))
        throw conflict(CONFIGURATION_MESSAGES.currencyFixed, { value: CONFIGURATION_MESSAGES.currencyFixed });
    }
    return configurationRepository.update(tx, actor.orgId, { name, value });
  });
  forgetKeptSettings(ctx, actor.orgId);
  if (!updated) throw notFound('Setting');
  return updated;
}

/** Built-in settings are read by the shop and the back office, so they can be changed but never removed. */
export async function deleteConfigurationItem(ctx: AppContext, actor: Actor, name: string) {
  if (isKnownConfigurationName(name)) throw conflict(CONFIGURATION_MESSAGES.builtInNotDeletable);
  const removed = await inTenant(ctx.db, actor.orgId, (tx) => configurationRepository.remove(tx, actor.orgId, name));
  forgetKeptSettings(ctx, actor.orgId);
  if (!removed) throw notFound('Setting');
}

/**
 * What the embedded shop may read: the shop's built-in settings only, since an organisation's own
 * settings may hold internal notes, and its sale rules (how long an EAN order may be without
 * approval) are the museum's business. An unknown organisation is not found.
 */
export async function listPublicConfiguration(ctx: AppContext, orgId: string) {
  const items = await ctx.publicConfigurations.get(orgId, () =>
    inTenant(ctx.db, orgId, async (tx) =>
      (await configurationRepository.organizationExists(tx, orgId))
        ? configurationRepository.list(tx, orgId, PUBLIC_CONFIGURATION_NAMES)
        : null,
    ),
  );
  if (!items) throw notFound('Organization');
  return items;
}

/**
 * The settings every shop page reads, kept a few seconds per process (issue 13) like the sale
 * settings: a change of a configuration item is announced on the settings channel (migration
 * 20261127T0512), and a staff write forgets its own organisation's at once (app.ts).
 */
export type PublicConfigurationCache = NotifiedCache<TConfigurationItem[]>;

/** A safety net only: changes are announced. */
export const PUBLIC_CONFIGURATION_TTL_MS = 10_000;
