import { readTab, takeTab, writeTab } from "../lib/tab-storage.js";

const KEY = "ofie:pending-save";
/** A Save pressed long ago in this tab is no longer what the visitor is doing. */
export const PENDING_SAVE_TTL_MS = 30 * 60 * 1000;

/**
 * A signed-out visitor's Save: the property to save once they have signed in or signed up. The
 * sign-in page returned them to the listing with nothing saved.
 */
export function rememberSave(propertyId: number, now = Date.now()): void {
  writeTab(KEY, JSON.stringify({ propertyId, at: now }));
}

/** The property remembered by `rememberSave`, if still fresh; forgotten either way. */
export function takePendingSave(now = Date.now()): number | null {
  const text = readTab(KEY);
  takeTab(KEY);
  try {
    const { propertyId, at } = JSON.parse(text ?? "null") ?? {};
    return Number.isInteger(propertyId) && now - at < PENDING_SAVE_TTL_MS ? propertyId : null;
  } catch {
    return null;
  }
}
