/**
 * Viewings in the seed (decision 104), by listing title, so a new user sees the agents' signal:
 * Akosua Mensah confirmed 4 of 5 requests within a day and was reported once for not coming;
 * Edem Kpodo has too few requests for a signal. Each is over (done, a no-show, declined or
 * cancelled), so no seeded viewing waits for anyone or is reminded. Days are counted back from
 * the seeding; the visitors are the seed's own accounts (seed-viewings.ts).
 */
export interface SeedViewing {
  /** Which of SEED_VISITORS asked. */
  visitor: number;
  status: "done" | "no_show" | "declined" | "cancelled";
  requestedDaysAgo: number;
  /** The lister's first answer, hours after the request: the confirmation, or the decline. */
  answeredHoursAfter: number;
  /** Cancelled: whether it had been confirmed first. */
  confirmed?: boolean;
  /** A decline's or cancel's reason. */
  reason?: string;
}

/** The seed's visitors: accounts nobody signs in to (no password opens them), at addresses nobody holds. */
export const SEED_VISITORS = [
  { firstName: "Esi", lastName: "Ansah", email: "esi.ansah@visitors.ofie.invalid" },
  { firstName: "Kwesi", lastName: "Appiah", email: "kwesi.appiah@visitors.ofie.invalid" },
  { firstName: "Adjoa", lastName: "Tetteh", email: "adjoa.tetteh@visitors.ofie.invalid" },
];

export const VIEWINGS: Record<string, SeedViewing[]> = {
  // Akosua Mensah: four confirmed within a day, one declined; one no-show reported against her.
  "5 Bedroom Executive Villa in Cantonments": [
    { visitor: 0, status: "done", requestedDaysAgo: 20, answeredHoursAfter: 3 },
    { visitor: 1, status: "no_show", requestedDaysAgo: 12, answeredHoursAfter: 5 },
  ],
  "Luxury 3 Bedroom Condo in Cantonments": [
    { visitor: 2, status: "done", requestedDaysAgo: 9, answeredHoursAfter: 20 },
    {
      visitor: 0,
      status: "declined",
      requestedDaysAgo: 6,
      answeredHoursAfter: 2,
      reason: "The owner is away that week; please choose a day next week.",
    },
  ],
  "Serviced 1 Bedroom Apartment, Airport Residential": [
    { visitor: 1, status: "done", requestedDaysAgo: 4, answeredHoursAfter: 1 },
  ],
  // Edem Kpodo: two requests, too few for a signal.
  "Grade A Office Floor near Airport City": [
    { visitor: 2, status: "done", requestedDaysAgo: 8, answeredHoursAfter: 4 },
  ],
  "Shop Space at a Busy Junction in Osu": [
    {
      visitor: 0,
      status: "cancelled",
      requestedDaysAgo: 5,
      answeredHoursAfter: 2,
      confirmed: true,
      reason: "I found a shop nearer home.",
    },
  ],
};
