import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseSecretsKey, sealSecret } from './secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);
  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const sealed = sealSecret(key, 'sk_live_abcdef0123456789', 'org-1/stripe_secret_key');
    expect(sealed).not.toContain('abcdef');
    expect(openSecret(key, sealed, 'org-1/stripe_secret_key')).toBe('sk_live_abcdef0123456789');
    expect(sealSecret(key, 'same', 'c')).not.toBe(sealSecret(key, 'same', 'c'));
  });
  it('refuses another key, another context and a changed text', () => {
    const sealed = sealSecret(key, 'sk_live_abcdef0123456789', 'org-1/stripe_secret_key');
    expect(() => openSecret(randomBytes(32), sealed, 'org-1/stripe_secret_key')).toThrow();
    expect(() => openSecret(key, sealed, 'org-2/stripe_secret_key')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'org-1/stripe_secret_key')).toThrow();
  });
  it('reads a 32-byte key as hex or base64 and nothing shorter', () => {
    expect(parseSecretsKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64'))?.length).toBe(32);
    expect(parseSecretsKey('too-short')).toBeNull();
  });
});
