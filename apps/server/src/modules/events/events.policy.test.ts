import { describe, expect, it } from 'vitest';
import type { Permission } from '@foyer/contracts';
import { eventReadScope } from './events.policy.js';

const set = (...permissions: Permission[]) => new Set<Permission>(permissions);

describe('event read scope', () => {
  it('gives the whole organisation to readers of the organisation and to editors', () => {
    expect(eventReadScope(set('EventsOrganizationsOwnRead'))).toBe('organization');
    expect(eventReadScope(set('EventsWrite'))).toBe('organization');
    expect(eventReadScope(set('EventsOwnRead', 'EventsOrganizationsOwnRead'))).toBe('organization');
  });
  it('limits a guide to the events they guide', () => {
    expect(eventReadScope(set('EventsOwnRead'))).toBe('guided');
    expect(eventReadScope(set('VenuesRead'))).toBeNull();
  });
});
