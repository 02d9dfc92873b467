/**
 * A viewing's time as the mails write it: "Saturday 5 December 2026, 10:30 (GMT)". Ghana keeps
 * GMT all year, so the UTC parts are Ghana's own; no time zone library is needed.
 */
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const two = (n: number) => String(n).padStart(2, "0");

export function viewingTimeText(time: Date): string {
  const day = `${DAYS[time.getUTCDay()]} ${time.getUTCDate()} ${MONTHS[time.getUTCMonth()]} ${time.getUTCFullYear()}`;
  return `${day}, ${two(time.getUTCHours())}:${two(time.getUTCMinutes())} (GMT)`;
}
