import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from './config.js';
import { type AppContext, inConnectionLane } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { installZodMessages } from './lib/zod-messages.js';
import { createMailTransport } from './lib/mail/mail-transport.js';
import { localFileStorage } from './lib/storage.js';
import { optionalActor, registerAuth } from './plugins/auth.js';
import { registerContentTypes } from './plugins/content-types.js';
import { registerApiCompression } from './plugins/api-compression.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPublicCors } from './plugins/public-cors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerTextInputCheck } from './plugins/text-input.js';
import { shopTargetOrigin } from './modules/shop-catalog/index.js';
import { startOutboxWorker } from './modules/outbox/index.js';
import { MODULE_ROUTES, MODULE_SWEEPS, fetchPoster, fileBuilder, outboxDelivery, type WebhookPoster } from './modules/index.js';
import { startSweeper, type Sweeper } from './lib/sweeper.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { movableClock } from './lib/movable-clock.js';
import { registerTestClock } from './plugins/test-clock.js';
import { resolveWebhookSecret } from './modules/payments/index.js';
import { IDENTITIES_CHANNEL, IDENTITY_TTL_MS, forgetAnnouncedIdentity, resolveActor, type KeptIdentity } from './modules/auth/index.js';
import { EVENT_LIST_TTL_MS, SHOP_CATALOGUE_CHANNEL, forgetEventListsOf, type KeptEventList } from './modules/shop-catalog/index.js';
import type { TConfigurationItem, TPublicOrganization } from '@foyer/contracts';
import { PUBLIC_CONFIGURATION_TTL_MS } from './modules/configuration/index.js';
import { PUBLIC_ORGANIZATION_TTL_MS } from './modules/organizations/index.js';
import { ORGANIZATION_SETTINGS_CHANNEL, SALE_SETTINGS_TTL_MS, type SaleSettings } from './modules/organization-settings/index.js';
import { notifiedCache } from './lib/notified-cache.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Delivers every due outbox row now (tests). */
  flushOutbox(): Promise<void>;
  /** Runs every module sweep once now (tests; the sweeps also run on their own with runWorkers). */
  runSweeps(): Promise<void>;
}

/** Builds the whole app without listening: plugins, then modules. */
export async function buildApp(
  config: AppConfig,
  options: { database?: DatabaseHandle; postWebhook?: WebhookPoster; now?: () => Date } = {},
): Promise<BuiltApp> {
  installZodMessages();
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Refusals found before routing use the one error body and never echo the address.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Only configured proxies may name the client; otherwise anyone could pick their own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      preparedStatements: config.preparedStatements,
      poolSize: config.databasePoolSize,
    }));
  const resolved: AppConfig = { ...config, paymentWebhookSecret: await resolveWebhookSecret(database.db, config) };
  const mail = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const storage = localFileStorage(path.join(config.dataDir, 'files'));
  const testClock = config.testClock ? movableClock() : null;
  const now = options.now ?? testClock?.now ?? (() => new Date());
  // Kept only while this process hears the database announce changes (every process listens).
  const saleSettings = notifiedCache<SaleSettings>({ now, ttlMs: SALE_SETTINGS_TTL_MS, maxEntries: 10_000 });
  const shopEventLists = notifiedCache<KeptEventList>({
    now,
    ttlMs: EVENT_LIST_TTL_MS,
    maxEntries: 2_000,
    lapsesAt: (list) => list.lapsesAt,
  });
  const publicOrganizations = notifiedCache<TPublicOrganization>({ now, ttlMs: PUBLIC_ORGANIZATION_TTL_MS, maxEntries: 10_000 });
  const publicConfigurations = notifiedCache<TConfigurationItem[]>({ now, ttlMs: PUBLIC_CONFIGURATION_TTL_MS, maxEntries: 10_000 });
  // Sessions live on the database's clock, which is the wall clock (never the test's).
  const identities = notifiedCache<KeptIdentity>({
    now: () => new Date(),
    ttlMs: IDENTITY_TTL_MS,
    maxEntries: 10_000,
    lapsesAt: (identity) => identity.lapsesAt,
  });
  // The lists carry the currency too, and the organisation its venues: they are kept only while
  // both channels are heard.
  const listsHear = { settings: false, catalogue: false };
  const listsListen = (channel: keyof typeof listsHear, heard: boolean) => {
    listsHear[channel] = heard;
    shopEventLists.setListening(listsHear.settings && listsHear.catalogue);
    publicOrganizations.setListening(listsHear.settings && listsHear.catalogue);
  };
  const forgetShopFrontOf = (orgId: string) => {
    forgetEventListsOf(shopEventLists, orgId);
    publicOrganizations.forget(orgId);
  };
  const stopListening = [
    await database.listen(ORGANIZATION_SETTINGS_CHANNEL, {
      notified: (orgId) => {
        saleSettings.forget(orgId);
        publicConfigurations.forget(orgId);
        forgetShopFrontOf(orgId);
      },
      listening: (heard) => {
        saleSettings.setListening(heard);
        publicConfigurations.setListening(heard);
        listsListen('settings', heard);
      },
    }),
    await database.listen(SHOP_CATALOGUE_CHANNEL, {
      notified: forgetShopFrontOf,
      listening: (heard) => listsListen('catalogue', heard),
    }),
    await database.listen(IDENTITIES_CHANNEL, {
      notified: (announcement) => forgetAnnouncedIdentity(identities, announcement),
      listening: (heard) => identities.setListening(heard),
    }),
  ];
  // The session reader closes over the finished context (it is called per request, never while building).
  const base: Omit<AppContext, 'wakeOutbox'> = {
    config: resolved,
    database,
    db: database.db,
    mail,
    storage,
    now,
    saleSettings,
    shopEventLists,
    publicOrganizations,
    publicConfigurations,
    identities,
    readSession: (token) => resolveActor(ctx, token),
  };
  // Nobody watches the workers: their transactions wait behind visitors' for a connection.
  const inBackground = inConnectionLane(base, 'background');
  const deliver = outboxDelivery(inBackground, options.postWebhook ?? fetchPoster);
  const worker = config.runWorkers ? startOutboxWorker(inBackground, app.log, deliver) : null;
  const ctx: AppContext = { ...base, wakeOutbox: () => worker?.wake() };
  const sweeping = inConnectionLane(ctx, 'background');
  const sweepers: Sweeper[] = config.runWorkers
    ? MODULE_SWEEPS.map((job) => startSweeper(job.name, job.everyMs, () => job.sweep(sweeping), app.log))
    : [];

  registerErrorHandling(app, { strict: config.strictReasons });
  // Before the content-type check, so a refused call from the shop's page is still readable there.
  registerPublicCors(app, ctx);
  registerContentTypes(app);
  registerTextInputCheck(app);
  registerSecurityHeaders(app, config);
  registerApiCompression(app);
  registerAuth(app);
  // A staff member's write may change the catalogue, the organisation and its settings, an account
  // or the access definition: this process forgets its organisation's kept answers and identities
  // before answering, so the next call reads what was written; the other processes hear the
  // database's announcement.
  app.addHook('onSend', async (request, reply) => {
    const actor = request.actor;
    if (!actor || request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    forgetShopFrontOf(actor.orgId);
    publicConfigurations.forget(actor.orgId);
    identities.forgetWhere((_, kept) => kept.actor.orgId === actor.orgId);
  });
  await app.register(cookie);
  await registerOpenApi(app);
  for (const routes of MODULE_ROUTES) await app.register(routes(ctx));
  if (testClock) registerTestClock(app, testClock);
  await registerStaticWeb(
    app,
    config.webDistDir,
    (orgId) => shopTargetOrigin(ctx, orgId),
    async (request) => (await optionalActor(ctx, request)) !== null,
  );

  app.addHook('onClose', async () => {
    for (const stop of stopListening) await stop();
    await worker?.stop();
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    await fileBuilder.close(); // after the outbox, which may be making a confirmation's PDF
    mail.close();
    if (!options.database) await database.close();
  });

  const flushOutbox = async () => {
    const flusher = worker ?? startOutboxWorker(inBackground, app.log, deliver);
    await flusher.flush();
    if (!worker) await flusher.stop();
  };
  const runSweeps = async () => {
    for (const job of MODULE_SWEEPS) await job.sweep(sweeping);
  };
  return { app, ctx, flushOutbox, runSweeps };
}
