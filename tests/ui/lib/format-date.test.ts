import { formatDate, formatDateTime, formatDayDateTime, yearOf } from "#shared/dates.js";

// Ghana's clock is UTC all year: a moment is written as it reads in Accra, wherever it is formatted.
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

describe("dates, day before month (25 November 2026)", () => {
  it.each(MONTHS.map((name, month) => [name, month] as const))(
    "writes %s by its whole name",
    (name, month) => {
      expect(formatDate(new Date(Date.UTC(2026, month, 5, 12)))).toBe(`5 ${name} 2026`);
    },
  );

  it("reads the API's ISO strings and plain days, and writes two-digit days as they are", () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 25, 9, 30)).toISOString())).toBe(
      "25 November 2026",
    );
    // The legal pages' day (spec §2: 'June 28, 2025').
    expect(formatDate("2025-06-28")).toBe("28 June 2025");
  });

  it("writes Accra's day, not the day where the moment is formatted", () => {
    // 23:30 in Accra is already the next day in Lagos or Nairobi.
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("31 December 2026");
    expect(yearOf("2026-12-31T23:30:00Z")).toBe(2026);
    expect(yearOf("2027-01-01T00:00:00Z")).toBe(2027);
  });

  it("adds the time of day on a 24-hour clock, midnight as 00", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 14, 5)))).toBe("22 November 2026, 14:05");
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe("1 January 2026, 00:00");
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 31, 23, 59)).toISOString())).toBe(
      "31 December 2026, 23:59",
    );
  });

  it("names the weekday of Ghana's day before the date, as a viewing's mails write it", () => {
    expect(formatDayDateTime(new Date(Date.UTC(2026, 11, 5, 10, 30)))).toBe(
      "Saturday 5 December 2026, 10:30",
    );
    expect(formatDayDateTime("2026-11-29T23:59:00Z")).toBe("Sunday 29 November 2026, 23:59");
  });

  it("writes nothing for a missing or impossible date", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatDate(value)).toBe("");
      expect(formatDateTime(value)).toBe("");
      expect(formatDayDateTime(value)).toBe("");
    }
  });
});
