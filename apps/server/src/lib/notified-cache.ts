/**
 * A short-lived cache, per server process, of what every call reads and rarely changes. It stays
 * right by being told: whoever changes a value has its key announced (PostgreSQL NOTIFY reaches
 * every process) and the key is forgotten. While announcements cannot be heard (the listening
 * connection is lost, or not yet made) nothing is kept, since a change could go unheard. Each
 * value also lapses `ttlMs` after it was read, on the injected clock: a safety net, not the rule;
 * `lapsesAt` may bring that forward for a value that is only right until a known moment (a
 * session's expiry, the end of the first occurrence on a list).
 */
export interface NotifiedCache<T> {
  /** The kept value, else `load()`'s, which is kept unless a change was announced meanwhile. Null is never kept. */
  get(key: string, load: () => Promise<T | null>): Promise<T | null>;
  /** A change of `key` was announced (or made by this process). */
  forget(key: string): void;
  /**
   * A change that touches every kept value `matches` (an organisation's lists, a user's sessions):
   * those are forgotten, and every load under way is not kept, since its key cannot be judged yet.
   */
  forgetWhere(matches: (key: string, value: T) => boolean): void;
  /** Whether announcements can be heard; losing them drops everything. */
  setListening(listening: boolean): void;
  /** Told each key forgotten (null: all of them); answers a function that stops telling. */
  onForget(listener: (key: string | null) => void): () => void;
  readonly size: number;
}

interface Load {
  key: string;
  /** A change of the key was announced after the load began, or listening stopped: its value may be old. */
  stale: boolean;
}

export function notifiedCache<T>(options: {
  now: () => Date;
  ttlMs: number;
  maxEntries: number;
  /** The moment (ms) a value stops being right by itself, if sooner than `ttlMs`; null: none. */
  lapsesAt?: (value: T) => number | null;
}): NotifiedCache<T> {
  const kept = new Map<string, { value: T; until: number }>();
  const loading = new Set<Load>();
  const listeners = new Set<(key: string | null) => void>();
  let listening = false;
  const tell = (key: string | null) => listeners.forEach((listener) => listener(key));

  return {
    async get(key, load) {
      const entry = kept.get(key);
      const now = options.now().getTime();
      if (entry && entry.until > now) return entry.value;
      if (entry) kept.delete(key);
      // A load that began while announcements could not be heard may have missed one.
      const pending: Load = { key, stale: !listening };
      loading.add(pending);
      try {
        const value = await load();
        if (value !== null && !pending.stale && listening) {
          // The oldest entry goes first when full (a Map keeps insertion order).
          if (kept.size >= options.maxEntries && !kept.has(key)) kept.delete(kept.keys().next().value!);
          const lapse = options.lapsesAt?.(value) ?? Infinity;
          kept.set(key, { value, until: Math.min(options.now().getTime() + options.ttlMs, lapse) });
        }
        return value;
      } finally {
        loading.delete(pending);
      }
    },
    forget(key) {
      kept.delete(key);
      for (const pending of loading) if (pending.key === key) pending.stale = true;
      tell(key);
    },
    forgetWhere(matches) {
      for (const [key, entry] of kept) if (matches(key, entry.value)) kept.delete(key);
      for (const pending of loading) pending.stale = true;
      tell(null);
    },
    setListening(now) {
      listening = now;
      kept.clear();
      for (const pending of loading) pending.stale = true;
      tell(null);
    },
    onForget(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get size() {
      return kept.size;
    },
  };
}
