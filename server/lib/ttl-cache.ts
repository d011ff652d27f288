export interface TtlCacheOptions {
  /** How long a value is served before it is computed again; 0 = never kept. */
  seconds: number;
  /** Distinct keys kept; the oldest written goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Values computed once per key and shared for a while, for answers that are the same for
 * everyone (the catalogue's lists). Requests that arrive while a value is being computed wait
 * for that computation instead of starting their own; a computation that fails is forgotten
 * at once, so the next request tries again.
 */
export function createTtlCache<V>({ seconds, maxEntries, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key: string, compute: () => Promise<V>): Promise<V> {
      if (seconds <= 0) return compute();
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > time) return kept.value;
      const value = compute();
      const entry = { value, expiresAt: time + seconds * 1000 };
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },

    /** Forgets every value: called when what they were computed from changes. */
    clear() {
      entries.clear();
    },
  };
}
