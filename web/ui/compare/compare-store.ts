import { useSyncExternalStore } from "react";

/** Spec §5/§9: at most 3 properties are compared. */
export const COMPARE_LIMIT = 3;
const KEY = "compare-properties";
const listeners = new Set<() => void>();
const EMPTY: number[] = [];
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: EMPTY };

function read(): number[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = window.localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed))
      ids = parsed.filter((id): id is number => Number.isInteger(id)).slice(0, COMPARE_LIMIT);
  } catch {
    ids = EMPTY;
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: number[]): void {
  window.localStorage.setItem(KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

export function addToCompare(id: number): boolean {
  const ids = read();
  if (ids.includes(id) || ids.length >= COMPARE_LIMIT) return false;
  write([...ids, id]);
  return true;
}

export function removeFromCompare(id: number): void {
  write(read().filter((x) => x !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the selection updates this one too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The selection kept in the browser; the server render sees an empty one. */
export function useCompareIds(): number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
