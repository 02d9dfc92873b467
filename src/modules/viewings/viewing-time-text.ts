import { formatDayDateTime } from "../../shared/dates.js";

/**
 * A viewing's time as the mails write it: "Saturday 5 December 2026, 10:30 (GMT)". Ghana keeps
 * GMT all year; the zone is named because a mail may be read abroad.
 */
export function viewingTimeText(time: Date): string {
  return `${formatDayDateTime(time)} (GMT)`;
}
