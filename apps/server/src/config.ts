import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKey } from './lib/secret-box.js';
import { parseTrustProxy, TRUST_PROXY_HINT, type TrustProxy } from './lib/trust-proxy.js';

/** PostgreSQL connections per server process unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 4;

const ZEnvironment = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .default(3000),
  HOST: z.string().optional(),
  FOYER_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(DEFAULT_DATABASE_POOL_SIZE),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Foyer <no-reply@foyer.local>'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://tickets.example.org' }).optional(),
  FOYER_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
  FOYER_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== null, TRUST_PROXY_HINT)
    .optional(),
  // Checked below without echoing it: a secret never goes into an error line.
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  FOYER_SECRETS_KEY: z.string().optional(),
  STRIPE_API_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
  FOYER_TEST_CLOCK: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Keep the statements prepared on each PostgreSQL connection (db/prepared-statements.ts); off
   * behind a pooler that shares a connection between clients per transaction.
   */
  preparedStatements: boolean;
  /**
   * PostgreSQL connections per server process. Few: a rush of buyers queues in the pool rather
   * than inside PostgreSQL, where more connections than cores only wait on the hot row's lock and
   * on each other (docs/performance.md, "Few connections, warm servers").
   */
  databasePoolSize: number;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  secureCookies: boolean;
  demo: boolean;
  logLevel: string;
  /** Where the built back office lives; null serves no web app (API tests). */
  webDistDir: string | null;
  /** Run the outbox worker in this process. */
  runWorkers: boolean;
  /** The API tests: a refusal whose text has no reason in the catalogue answers 500 (plugins/errors.ts). */
  strictReasons: boolean;
  session: { idleMinutes: number; absoluteHours: number };
  /** Proxies whose X-Forwarded-For names the client; false: the socket's address, which nobody can forge. */
  trustProxy: TrustProxy;
  /**
   * Signs and verifies payment webhooks. Null (allowed on localhost or in the demo only): a
   * random one is generated once and kept in the database (`payments/webhook-secret.ts`).
   */
  paymentWebhookSecret: string | null;
  /**
   * Seals organisations' payment keys (AES-256-GCM). Null: on localhost or in the demo one is
   * generated and kept in the database (`payments/secrets-key.ts`); elsewhere no key is stored.
   */
  secretsKey: Buffer | null;
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (a stand-in); null: Stripe itself. */
  stripeApiUrl: string | null;
  /** The end-to-end tests move this server's clock (POST /_test/clock); localhost only. */
  testClock: boolean;
}

export class ConfigError extends Error {}

/** An address only this machine reaches. */
export const LOOPBACK_URL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Reads the environment; a wrong value throws one line naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvironment.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message} (got "${env[String(issue.path[0])]}")`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const secret = e.PAYMENT_WEBHOOK_SECRET ?? null;
  if (secret !== null && secret.length < 32)
    throw new ConfigError('Invalid configuration: PAYMENT_WEBHOOK_SECRET must be at least 32 characters');
  const secretsKey = e.FOYER_SECRETS_KEY === undefined ? null : parseSecretsKey(e.FOYER_SECRETS_KEY);
  if (e.FOYER_SECRETS_KEY !== undefined && secretsKey === null)
    throw new ConfigError('Invalid configuration: FOYER_SECRETS_KEY must be 32 bytes, as 64 hex digits or base64');
  const local = LOOPBACK_URL.test(publicUrl);
  if (secret === null && !local && e.FOYER_DEMO !== '1')
    throw new ConfigError(
      'Invalid configuration: PAYMENT_WEBHOOK_SECRET must be set (at least 32 characters) outside localhost and the demo',
    );
  if (e.FOYER_TEST_CLOCK === '1' && !local)
    throw new ConfigError('Invalid configuration: FOYER_TEST_CLOCK is for tests on this machine only (PUBLIC_URL must be localhost)');
  return {
    port: e.PORT,
    // Nobody else on the network reaches a server that only serves localhost (and its demo users).
    host: e.HOST ?? (local ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(e.FOYER_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS !== 'off',
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    // The one-command demo: on the embedded database at localhost; anywhere else only when asked for.
    demo: e.FOYER_DEMO === '1' || (e.FOYER_DEMO === undefined && !e.DATABASE_URL && local),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.FOYER_WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    runWorkers: true,
    strictReasons: false,
    session: { idleMinutes: 120, absoluteHours: 12 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    paymentWebhookSecret: secret,
    secretsKey,
    stripeApiUrl: e.STRIPE_API_URL?.replace(/\/$/, '') ?? null,
    testClock: e.FOYER_TEST_CLOCK === '1',
  };
}
