import { describe, expect, it } from 'vitest';
import { notifiedCache } from './notified-cache.js';

/** A clock the test moves, and a cache on it that keeps values 10 s. */
function setUp(maxEntries = 100) {
  let at = Date.parse('2026-11-27T10:00:00Z');
  const cache = notifiedCache<string>({ now: () => new Date(at), ttlMs: 10_000, maxEntries });
  cache.setListening(true);
  let loads = 0;
  const read = (key: string, value: string | null = `${key}-${loads + 1}`) =>
    cache.get(key, async () => {
      loads++;
      return value;
    });
  return { cache, read, loads: () => loads, advance: (ms: number) => (at += ms) };
}

/** A load that answers when told to, so a change can be announced while it runs. */
function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a cache kept right by announced changes', () => {
  it('keeps a value until its time is up, then reads it again', async () => {
    const { read, loads, advance } = setUp();
    expect(await read('a')).toBe('a-1');
    advance(9_999);
    expect(await read('a')).toBe('a-1');
    expect(loads()).toBe(1);
    advance(1);
    expect(await read('a')).toBe('a-2');
  });

  it('forgets a key when its change is announced, and only that key', async () => {
    const { cache, read, loads } = setUp();
    await read('a');
    await read('b');
    const told: (string | null)[] = [];
    cache.onForget((key) => told.push(key));
    cache.forget('a');
    expect(await read('a')).toBe('a-3');
    expect(await read('b')).toBe('b-2');
    expect(loads()).toBe(3);
    expect(told).toEqual(['a']);
  });

  it('does not keep a value read while a change of it was announced', async () => {
    const { cache } = setUp();
    const slow = deferred();
    const reading = cache.get('a', () => slow.promise);
    cache.forget('a'); // committed after the load read the old value
    slow.resolve('old');
    expect(await reading).toBe('old'); // answered, since the caller asked before the change
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('forgets every value a wider change touches, and keeps no load under way', async () => {
    const { cache, read, loads } = setUp();
    await read('org1|list');
    await read('org1|list?sort=name');
    await read('org2|list');
    const slow = deferred();
    const reading = cache.get('org2|other', () => slow.promise);
    cache.forgetWhere((key) => key.startsWith('org1|'));
    slow.resolve('old');
    expect(await reading).toBe('old');
    expect(cache.size).toBe(1); // org2|list only: the load under way was not kept
    expect(await read('org2|list')).toBe('org2|list-3');
    expect(await read('org1|list')).toBe('org1|list-4');
    expect(loads()).toBe(4);
  });

  it('lets a value lapse at its own moment when that comes before the time limit', async () => {
    let at = Date.parse('2026-11-27T10:00:00Z');
    const cache = notifiedCache<{ until: number | null }>({
      now: () => new Date(at),
      ttlMs: 10_000,
      maxEntries: 10,
      lapsesAt: (value) => value.until,
    });
    cache.setListening(true);
    let loads = 0;
    const read = (key: string, until: number | null) =>
      cache.get(key, async () => {
        loads++;
        return { until };
      });
    await read('soon', at + 2_000);
    await read('none', null);
    at += 1_999;
    await read('soon', null);
    expect(loads).toBe(2);
    at += 1;
    await read('soon', null);
    await read('none', null);
    expect(loads).toBe(3); // 'soon' lapsed at its moment; 'none' keeps its 10 s
  });

  it('keeps nothing while announcements cannot be heard, and drops everything when they stop', async () => {
    const { cache, read } = setUp();
    await read('a');
    expect(cache.size).toBe(1);
    const slow = deferred();
    const reading = cache.get('b', () => slow.promise);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    slow.resolve('b');
    await reading;
    await read('c');
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await read('c');
    expect(cache.size).toBe(1);
  });

  it('never keeps a missing value (an unknown organisation) and keeps at most so many', async () => {
    const { cache, read, loads } = setUp(2);
    expect(await read('nobody', null)).toBeNull();
    expect(await read('nobody', null)).toBeNull();
    expect(loads()).toBe(2);
    await read('a');
    await read('b');
    await read('c');
    expect(cache.size).toBe(2);
    await read('b');
    expect(loads()).toBe(5); // b was kept, a went first
    await read('a');
    expect(loads()).toBe(6);
  });
});
