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

  it('listens on every interface when served under a public address, or where HOST says', () => {
    expect(readConfig({ PUBLIC_URL: 'https://tickets.museum.example', PAYMENT_WEBHOOK_SECRET: SECRET }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
