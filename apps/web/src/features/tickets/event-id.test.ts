import { describe, expect, it } from 'vitest';
import { eventIdIn } from './event-id';

const ID = '3f1c2b9a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const ORG = '00000000-0000-4000-a000-0000000000d1';

describe('eventIdIn', () => {
  it('takes a bare id, trimmed and in lower case', () => {
    expect(eventIdIn(` ${ID.toUpperCase()} `)).toBe(ID);
  });
  it('finds the id in a back-office link', () => {
    expect(eventIdIn(`https://foyer.example/events/${ID}`)).toBe(ID);
    expect(eventIdIn(`https://foyer.example/events/${ID}/series?page=2`)).toBe(ID);
    expect(eventIdIn(`/events-reporting/${ID}`)).toBe(ID);
  });
  it('prefers the path’s id to an organisation id in the query', () => {
    expect(eventIdIn(`https://foyer.example/embed/events/${ID}?orgId=${ORG}`)).toBe(ID);
    expect(eventIdIn(`/embed/events/${ID}?orgId=${ORG}#top`)).toBe(ID);
  });
  it('takes an id from the query when the path has none', () => {
    expect(eventIdIn(`https://foyer.example/scanTicket?event=${ID}`)).toBe(ID);
  });
  it('is null when there is no id', () => {
    expect(eventIdIn('')).toBeNull();
    expect(eventIdIn('   ')).toBeNull();
    expect(eventIdIn('https://foyer.example/events')).toBeNull();
    expect(eventIdIn('100042-2')).toBeNull();
    expect(eventIdIn(ID.slice(0, 30))).toBeNull();
  });
});
