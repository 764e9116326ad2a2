import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

const SECRET = 'x'.repeat(40);

describe('safe defaults', () => {
  it('makes the demo on the embedded database at localhost, and listens there only', () => {
    const config = readConfig({});
    expect(config.demo).toBe(true);
    expect(config.host).toBe('127.0.0.1');
  });

  it('makes no demo users anywhere else unless asked for', () => {
    expect(readConfig({ PUBLIC_URL: 'https://tickets.museum.example', PAYMENT_WEBHOOK_SECRET: SECRET }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://foyer@db/foyer' }).demo).toBe(false);
    expect(readConfig({ FOYER_DEMO: '0' }).demo).toBe(false);
    expect(readConfig({ PUBLIC_URL: 'https://demo.museum.example', FOYER_DEMO: '1' }).demo).toBe(true);
  });

  it('lets the end-to-end tests move the clock on localhost only', () => {
    expect(readConfig({}).testClock).toBe(false);
    expect(readConfig({ FOYER_TEST_CLOCK: '1', PUBLIC_URL: 'http://127.0.0.1:3217' }).testClock).toBe(true);
    expect(() =>
      readConfig({ FOYER_TEST_CLOCK: '1', PUBLIC_URL: 'https://tickets.museum.example', PAYMENT_WEBHOOK_SECRET: SECRET }),
    ).toThrow(/FOYER_TEST_CLOCK is for tests on this machine only/);
  });

  it('listens on every interface when served under a public address, or where HOST says', () => {
    expect(readConfig({ PUBLIC_URL: 'https://tickets.museum.example', PAYMENT_WEBHOOK_SECRET: SECRET }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('payment keys', () => {
  it('reads FOYER_SECRETS_KEY as 32 bytes in hex or base64 and refuses anything else without echoing it', () => {
    expect(readConfig({ FOYER_SECRETS_KEY: 'ab'.repeat(32) }).secretsKey?.length).toBe(32);
    expect(readConfig({ FOYER_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).secretsKey?.length).toBe(32);
    expect(readConfig({}).secretsKey).toBeNull();
    expect(() => readConfig({ FOYER_SECRETS_KEY: 'short-secret' })).toThrow(
      /^Invalid configuration: FOYER_SECRETS_KEY must be 32 bytes[^"]*$/,
    );
  });
  it('points the Stripe SDK at STRIPE_API_URL when set', () => {
    expect(readConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripeApiUrl).toBe('http://127.0.0.1:12111');
    expect(readConfig({}).stripeApiUrl).toBeNull();
  });
});

describe('the database', () => {
  it('keeps statements prepared unless DATABASE_PREPARED_STATEMENTS is off, and names the variable for any other value', () => {
    expect(readConfig({}).preparedStatements).toBe(true);
    expect(readConfig({ DATABASE_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(readConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(() => readConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS must be on or off/);
  });

  it('opens 4 PostgreSQL connections per process unless DATABASE_POOL_SIZE says how many, from 1 to 100', () => {
    expect(readConfig({}).databasePoolSize).toBe(4);
    expect(readConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(readConfig({ DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    for (const wrong of ['0', '101', '2.5', 'many'])
      expect(() => readConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 100/);
  });
});
