/**
 * Data saver: smaller photos, and card photos only when tapped. The visitor's own
 * choice is a cookie (read by the server for the first paint, written by the footer's switch);
 * without one, the browser's `Save-Data: on` header (Chrome's Lite mode, some Android browsers)
 * turns it on by itself. The server and the page read it through this one rule.
 */
export const DATA_SAVER_COOKIE = "ofie_data_saver";
export const DATA_SAVER_MAX_AGE_S = 365 * 24 * 3600;

export function dataSaverOn(
  cookieHeader: string | undefined,
  saveDataHeader: string | undefined,
): boolean {
  const choice = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=([01])(?:;|$)`).exec(
    cookieHeader ?? "",
  );
  if (choice) return choice[1] === "1";
  return saveDataHeader?.trim().toLowerCase() === "on";
}
