import { useCallback, useEffect, useRef, useState } from 'react';

interface CacheEntry {
  data: unknown;
  at: number;
}

// Server state lives here, keyed by call, not in a global store.
const cache = new Map<string, CacheEntry>();
const listeners = new Set<(key: string) => void>();
const FRESH_MS = 30_000;

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads `load()` once per `key` (fresh for 30 s across screens) and reloads when the key is
 * invalidated. `key` names the call and its inputs, e.g. `program:12`.
 */
export function useApiQuery<T>(key: string, load: () => Promise<T>): ApiQuery<T> {
  const cached = cache.get(key);
  const [data, setData] = useState<T | undefined>(cached?.data as T | undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(!cached);
  // `load` is a new function every render; the key names what it loads, so reloads follow the key.
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const fresh = await loadRef.current();
      cache.set(key, { data: fresh, at: Date.now() });
      setData(fresh);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    const entry = cache.get(key);
    if (entry && Date.now() - entry.at < FRESH_MS) {
      setData(entry.data as T);
      setLoading(false);
    } else {
      void reload();
    }
    const onInvalidate = (invalidated: string) => {
      if (invalidated === key) void reload();
    };
    listeners.add(onInvalidate);
    return () => {
      listeners.delete(onInvalidate);
    };
  }, [key, reload]);

  return { data, error, loading, reload };
}

/** Forgets every cached call whose key starts with `prefix`; mounted screens reload. */
export function invalidateQueries(prefix: string): void {
  for (const key of [...cache.keys()]) {
    if (key.startsWith(prefix)) {
      cache.delete(key);
      for (const listener of listeners) listener(key);
    }
  }
}

/** Signing out forgets everything. */
export function clearQueryCache(): void {
  cache.clear();
}
