/**
 * This tab's sessionStorage, read and written without throwing: storage can be full or refused
 * (a private window), and what is kept there is only ever a convenience.
 */
export function readTab(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept: the page works as it would without storage.
  }
}

/** Reads a value once: it is gone for the next reader. */
export function takeTab(key: string): string | null {
  const value = readTab(key);
  if (value !== null) writeTab(key, null);
  return value;
}
