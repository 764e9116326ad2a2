import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  it('refuses trusting everybody and values that are not addresses, with one line', () => {
    for (const wrong of ['true', '0', '11', '*', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', 'example.org']) {
      expect(parseTrustProxy(wrong), wrong).toBeNull();
    }
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be a number of proxies (1-10) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8, ::1, loopback) (got "true")',
    );
  });
});
