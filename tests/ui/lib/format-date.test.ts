import { formatDate, formatDateTime } from "#web/ui/lib/format.js";

// Local dates, as the pages print them: the server and the phone both write local time.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("dates, day before month", () => {
  it.each(MONTHS.map((name, month) => [name, month] as const))(
    "writes %s with its three-letter name",
    (name, month) => {
      expect(formatDate(new Date(2026, month, 5, 12))).toBe(`5 ${name} 2026`);
    },
  );

  it("reads the API's ISO strings and writes two-digit days as they are", () => {
    expect(formatDate(new Date(2026, 9, 22, 9, 30).toISOString())).toBe("22 Oct 2026");
  });

  it("adds the time of day on a 24-hour clock, midnight as 00", () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe("22 Nov 2026, 14:05");
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe("1 Jan 2026, 00:00");
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe("31 Dec 2026, 23:59");
  });

  it("writes nothing for a missing or impossible date", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatDate(value)).toBe("");
      expect(formatDateTime(value)).toBe("");
    }
  });
});
