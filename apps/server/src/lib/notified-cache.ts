/**
 * A short-lived cache, per server process, of what every call reads and rarely changes. It stays
 * right by being told: whoever changes a value has its key announced (PostgreSQL NOTIFY reaches
 * every process) and the key is forgotten. While announcements cannot be heard (the listening
 * connection is lost, or not yet made) nothing is kept, since a change could go unheard. Each
 * value also lapses `ttlMs` after it was read, on the injected clock: a safety net, not the rule.
 */
export interface NotifiedCache<T> {
  /** The kept value, else `load()`'s, which is kept unless a change was announced meanwhile. Null is never kept. */
  get(key: string, load: () => Promise<T | null>): Promise<T | null>;
  /** A change of `key` was announced (or made by this process). */
  forget(key: string): void;
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

export function notifiedCache<T>(options: { now: () => Date; ttlMs: number; maxEntries: number }): NotifiedCache<T> {
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
          kept.set(key, { value, until: options.now().getTime() + options.ttlMs });
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
