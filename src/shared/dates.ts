// One date formatter for pages and mails. The platform's own calendar (ICU) in place of date-fns'
// format, whose English locale was 7 KB of every page's first load (decision 34). en-US's month
// names are the same in every ICU a server or phone may have (en-GB's short "Sept" was not), so
// server and browser write the same text; the parts are put in Ghana's order, day first.
// Ghana's own clock, wherever the server or the phone is (a buyer abroad sees Accra's day, and
// the browser's text matches the server's at hydration). Africa/Accra is UTC all year.
const TIME_ZONE = "Africa/Accra";

const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const TIME_OF_DAY = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** Ghana writes day before month: "25 November 2026"; nothing for a missing or impossible date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  return date ? dayMonthYear(date) : "";
}

/** A month of a year: "March 2026"; nothing for a missing or impossible date. */
export function formatMonthYear(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  if (!date) return "";
  const day = partsOf(DAY_MONTH_YEAR, date);
  return `${day.month} ${day.year}`;
}

/** A moment with its time of day: "22 November 2026, 14:05". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  if (!date) return "";
  const time = partsOf(TIME_OF_DAY, date);
  return `${dayMonthYear(date)}, ${time.hour}:${time.minute}`;
}

const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: TIME_ZONE });

/** A moment with its weekday and time of day: "Saturday 5 December 2026, 10:30" (a viewing's). */
export function formatDayDateTime(value: string | Date | null | undefined): string {
  const date = dateOf(value);
  return date ? `${partsOf(WEEKDAY, date).weekday} ${formatDateTime(date)}` : "";
}

/** Ghana's year now (the footer's ©). */
export function yearOf(value: string | Date): number {
  return Number(partsOf(DAY_MONTH_YEAR, dateOf(value) ?? new Date()).year);
}

function dateOf(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayMonthYear(date: Date): string {
  const day = partsOf(DAY_MONTH_YEAR, date);
  return `${day.day} ${day.month} ${day.year}`;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Partial<Record<string, string>> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}
