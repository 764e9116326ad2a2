import { randomBytes } from 'node:crypto';

// The stand-in's wire format (stripe-stand-in.ts): Stripe's ids, form bodies, lists and errors.

export type Json = Record<string, unknown>;

/** An id as Stripe prefixes its objects' ids, marked as a test-mode one. */
export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` → { a: { b: [{ c: 'v' }] } }, as Stripe reads its form bodies. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) return void (node[part] = value);
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

export const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });
export const stripeError = (status: number, type: string, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});
