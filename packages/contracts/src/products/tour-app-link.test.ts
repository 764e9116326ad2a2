import { isTourAppAddress as domainCheck } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { isTourAppAddress } from './tour-app-link.js';

describe('the contract’s tour app address check', () => {
  it('agrees with @foyer/domain’s on addresses kept and refused', () => {
    for (const address of [
      'https://tours.example.dk/start?code={code}',
      'https://tours.example.dk/t/{code}',
      'https://apps.apple.com/dk/app/harbour-voices/id123',
      'javascript:alert(1)',
      'http://tours.example.dk/{code}',
      'harbourvoices://start?code={code}',
      'data:text/html,hi',
      'tours.example.dk/{code}',
      'https://user:pass@tours.example.dk/',
      'https://',
      '',
    ])
      expect(isTourAppAddress(address), address).toBe(domainCheck(address));
  });
});
