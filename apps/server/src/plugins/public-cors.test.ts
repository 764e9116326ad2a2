import { describe, expect, it } from 'vitest';
import { orgReferenceOf } from './public-cors.js';

const ORG = '0a1b2c3d-0000-4000-a000-000000000001';
const EVENT = '0a1b2c3d-0000-4000-a000-000000000002';

describe('which organisation a public URL is about', () => {
  it('reads the organisation from the path first, then the orgId query, then the event', () => {
    expect(orgReferenceOf(`/api/public/organizations/${ORG}`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/organizations/${ORG}/analytics`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/events/organizations/${ORG}?venue=x&sort=name`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/memberships/organizations/${ORG}?orgId=${EVENT}`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/configuration/list/${ORG}`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/carts/${EVENT}?orgId=${ORG}`)).toEqual({ orgId: ORG });
    expect(orgReferenceOf(`/api/public/events/${EVENT}`)).toEqual({ eventId: EVENT });
    expect(orgReferenceOf(`/api/public/events/${EVENT}/series?month=2027-03`)).toEqual({ eventId: EVENT });
    expect(orgReferenceOf(`/api/public/events/${EVENT.toUpperCase()}?all=true`)).toEqual({ eventId: EVENT });
  });

  it('names nothing when the id is not a UUID or there is none', () => {
    expect(orgReferenceOf('/api/public/organizations/nope')).toBeNull();
    expect(orgReferenceOf(`/api/public/organizations/nope?orgId=${ORG}`)).toBeNull();
    expect(orgReferenceOf('/api/public/carts?orgId=nope')).toBeNull();
    expect(orgReferenceOf('/api/public/events/nope')).toBeNull();
    expect(orgReferenceOf('/api/public/recommendations?resourceId=x')).toBeNull();
  });
});
