import { describe, expect, it } from 'vitest';
import { emailBreaks } from './email-text';

describe('emailBreaks', () => {
  it('breaks after the @ and before each dot of the domain, never inside the name', () => {
    expect(emailBreaks('karen.blixen@rungstedlund.museum.dk')).toEqual(['karen.blixen@', 'rungstedlund', '.museum', '.dk']);
  });

  it('keeps the parts together as the address', () => {
    const email = 'a.b+c@x.y.z';
    expect(emailBreaks(email).join('')).toBe(email);
  });

  it('leaves text without an @ whole', () => {
    expect(emailBreaks('not an address')).toEqual(['not an address']);
    expect(emailBreaks('')).toEqual(['']);
  });
});
