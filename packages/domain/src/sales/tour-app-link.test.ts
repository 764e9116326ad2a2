import { describe, expect, it } from 'vitest';
import { isTourAppAddress, tourAppLinkFor } from './tour-app-link.js';

describe('a digital tour’s app address', () => {
  it('takes https addresses, with or without a place for the code', () => {
    expect(isTourAppAddress('https://tours.example.dk/start?code={code}')).toBe(true);
    expect(isTourAppAddress('https://tours.example.dk/t/{code}')).toBe(true);
    expect(isTourAppAddress('https://apps.apple.com/dk/app/harbour-voices/id123')).toBe(true);
  });

  it('refuses what a visitor’s phone should not be sent to', () => {
    for (const address of [
      'javascript:alert(1)',
      'http://tours.example.dk/{code}',
      'harbourvoices://start?code={code}',
      'data:text/html,hi',
      'tours.example.dk/{code}',
      'https://user:pass@tours.example.dk/',
      'https:///start?code={code}',
      'https://localhost/{code}',
      'https://',
      '',
    ])
      expect(isTourAppAddress(address), address).toBe(false);
  });

  it('puts the access code where the address asks for it, every time it asks', () => {
    expect(tourAppLinkFor('https://tours.example.dk/start?code={code}', 'AbC-_12')).toBe('https://tours.example.dk/start?code=AbC-_12');
    expect(tourAppLinkFor('https://tours.example.dk/{code}?again={code}', 'x')).toBe('https://tours.example.dk/x?again=x');
    expect(tourAppLinkFor('https://apps.apple.com/app/id123', 'x')).toBe('https://apps.apple.com/app/id123');
    // Codes are base64url; anything else would still not break out of the address.
    expect(tourAppLinkFor('https://t.dk/?c={code}', 'a&b=c')).toBe('https://t.dk/?c=a%26b%3Dc');
  });
});
