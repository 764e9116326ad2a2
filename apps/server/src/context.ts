import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { MailTransport } from './lib/mail/mail-transport.js';
import type { FileStorage } from './lib/storage.js';

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
}
