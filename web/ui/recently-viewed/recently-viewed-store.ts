/**
 * The properties this browser viewed, newest first, kept in local storage only: no account
 * and no request needed. Storage can be missing, full, disabled or hand-edited; every read
 * and write tolerates that and at worst shows nothing.
 */
export const RECENTLY_VIEWED_KEY = "recently-viewed-properties";
export const RECENTLY_VIEWED_LIMIT = 8;

export interface ViewedProperty {
  id: number;
  title: string;
  /** As the page showed it, e.g. "GH₵4,500 / month". */
  price: string;
  city: string;
  image: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isViewed(value: unknown): value is ViewedProperty {
  const v = value as Partial<ViewedProperty> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    Number.isInteger(v.id) &&
    typeof v.title === "string" &&
    typeof v.price === "string" &&
    typeof v.city === "string" &&
    typeof v.image === "string"
  );
}

/** The well-formed entries, newest first, each id once; [] when storage fails. */
export function readRecentlyViewed(): ViewedProperty[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed
      .filter(isViewed)
      .filter((v) => !seen.has(v.id) && seen.add(v.id))
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `viewed` first (moving it up if it was there) and keeps the newest eight. */
export function recordViewed(viewed: ViewedProperty): ViewedProperty[] {
  const list = [viewed, ...readRecentlyViewed().filter((v) => v.id !== viewed.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // a full or disabled storage only means the row is not remembered
  }
  return list;
}
