import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_HINT, type TrustProxy } from './lib/trust-proxy.js';

const ZEnvironment = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  FOYER_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Foyer <no-reply@foyer.local>'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://tickets.example.org' }).optional(),
  FOYER_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  FOYER_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== null, TRUST_PROXY_HINT)
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
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
  session: { idleMinutes: number; absoluteHours: number };
  /** Proxies whose X-Forwarded-For names the client; false: the socket's address, which nobody can forge. */
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {}

/** Reads the environment; a wrong value throws one line naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvironment.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message} (got "${env[String(issue.path[0])]}")`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.FOYER_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    demo: e.FOYER_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.FOYER_WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    runWorkers: true,
    session: { idleMinutes: 120, absoluteHours: 12 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
  };
}
