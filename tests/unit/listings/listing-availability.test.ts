import {
  availabilityLine,
  availabilitySignal,
  CONFIRMED_LINE_DAYS,
} from "#modules/listings/listing-availability.js";

// Decision 101: what a card and a page say about a listing's availability, counted in Ghana's
// days (UTC) so the server's number gives the browser the same words.

const at = (iso: string) => new Date(iso);
const listed = at("2026-11-01T09:00:00.000Z");
const signal = (lastConfirmedAt: string, now: string, unconfirmedFrom: string | null = null) =>
  availabilitySignal(
    {
      createdAt: listed,
      lastConfirmedAt: at(lastConfirmedAt),
      unconfirmedFrom: unconfirmedFrom ? at(unconfirmedFrom) : null,
    },
    at(now),
  );

describe("availabilitySignal", () => {
  it("counts calendar days since a confirmation made after the day of listing", () => {
    expect(signal("2026-11-20T23:30:00.000Z", "2026-11-21T00:30:00.000Z")).toEqual({
      state: "confirmed",
      daysAgo: 1,
    });
    expect(signal("2026-11-20T08:00:00.000Z", "2026-11-20T22:00:00.000Z")).toEqual({
      state: "confirmed",
      daysAgo: 0,
    });
    expect(signal("2026-11-20T08:00:00.000Z", "2026-11-22T07:00:00.000Z")).toEqual({
      state: "confirmed",
      daysAgo: 2,
    });
  });

  it("says nothing of the listing's own confirmation, nor of one older than the line's days", () => {
    expect(signal("2026-11-01T20:00:00.000Z", "2026-11-03T09:00:00.000Z")).toBeNull();
    const old = new Date(Date.parse("2026-11-20T08:00:00.000Z") + CONFIRMED_LINE_DAYS * 86_400_000);
    expect(signal("2026-11-20T08:00:00.000Z", old.toISOString())).toBeNull();
  });

  it("says 'not confirmed recently' once the asks' date has passed, whatever was confirmed before", () => {
    const confirmed = "2026-11-20T08:00:00.000Z";
    expect(signal(confirmed, "2026-11-25T08:00:00.000Z", "2026-11-25T08:00:01.000Z")).toEqual({
      state: "confirmed",
      daysAgo: 5,
    });
    expect(signal(confirmed, "2026-11-25T08:00:01.000Z", "2026-11-25T08:00:01.000Z")).toEqual({
      state: "not-confirmed-recently",
    });
  });
});

describe("availabilityLine", () => {
  it("writes the card's and the page's words", () => {
    expect(availabilityLine({ state: "confirmed", daysAgo: 0 })).toBe(
      "Availability confirmed today",
    );
    expect(availabilityLine({ state: "confirmed", daysAgo: 1 })).toBe(
      "Availability confirmed yesterday",
    );
    expect(availabilityLine({ state: "confirmed", daysAgo: 2 })).toBe(
      "Availability confirmed 2 days ago",
    );
    expect(availabilityLine({ state: "not-confirmed-recently" })).toBe("Not confirmed recently");
    expect(availabilityLine(null)).toBeNull();
  });
});
