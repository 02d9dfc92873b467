// The constants the browser needs too, apart from the input classes (class-validator stays on the server).

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Enough for every area a buyer watches; a bot or a bug cannot fill the mail queue. */
export const MAX_SAVED_SEARCHES = 20;
export const NAME_MAX_LENGTH = 80;
