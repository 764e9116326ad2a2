import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), as Fastify's `trustProxy`
 * takes it. `false` trusts nobody: the address is the socket's, which a client cannot choose.
 * We never offer `true` (trust every hop), since then any client picks its own address.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HINT =
  'must be a number of proxies (1-10) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8, ::1, loopback)';

/** proxy-addr's named ranges, which Fastify accepts in the list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/** Reads TRUST_PROXY; null when the value is not one we accept. Unset means trust nobody. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** As Fastify's options type it: a hop count becomes the function Fastify would make of it. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
