import { isTourAppAddress as domainCheck } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { isTourAppAddress } from './tour-app-link.js';

describe('the contract’s tour app address check', () => {
  it('agrees with @foyer/domain’s on every scheme, host and path put together', () => {
    const schemes = ['https://', 'HTTPS://', 'http://', 'javascript:', 'data:', 'harbourvoices://', ''];
    const hosts = ['tours.example.dk', 'user:pass@tours.example.dk', 'xn--sby-hoa.dk', ''];
    const paths = ['/start?code={code}', '/t/{code}', '/{code}?again={code}', ''];
    let kept = 0;
    for (const scheme of schemes)
      for (const host of hosts)
        for (const path of paths) {
          const address = `${scheme}${host}${path}`;
          expect(isTourAppAddress(address), address).toBe(domainCheck(address));
          if (domainCheck(address)) kept++;
        }
    // Both kept the https and HTTPS addresses with a plain host (2 schemes × 2 hosts × 4 paths), and no other.
    expect(kept).toBe(16);
  });
});
