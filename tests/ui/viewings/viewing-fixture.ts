import type { ViewingJson } from "#web/ui/queries/viewings.js";

/** The clock of every viewing test: Thursday 3 December 2026, 09:10 in Accra (GMT). */
export const NOW = new Date("2026-12-03T09:10:00.000Z");
export const SAT_1030 = "2026-12-05T10:30:00.000Z";
export const SAT_1400 = "2026-12-05T14:00:00.000Z";
export const MON_0900 = "2026-12-07T09:00:00.000Z";

/** A viewing as the API sends it (GET /api/viewings/{id}); override what a test is about. */
export function viewing(overrides: Partial<ViewingJson> = {}): ViewingJson {
  return {
    id: 12,
    propertyId: 41,
    title: "4 Bedroom House with Pool in East Legon",
    status: "requested",
    awaiting: "lister",
    times: [SAT_1030, SAT_1400],
    startsAt: null,
    phone: "+233244123456",
    visitorName: "Ama",
    note: "I can come with my brother.",
    reason: null,
    closedBy: null,
    noShowOf: null,
    requestedAt: "2026-12-02T08:00:00.000Z",
    confirmedAt: null,
    viewingFee: "50.00",
    address: "Lagos Avenue, East Legon, Accra",
    digitalAddress: "GA-183-8164",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=5.6364,-0.1614",
    role: "visitor",
    actions: ["cancel"],
    ...overrides,
  };
}

/** A confirmed viewing on Saturday at 10:30. */
export function confirmed(overrides: Partial<ViewingJson> = {}): ViewingJson {
  return viewing({
    status: "confirmed",
    awaiting: null,
    times: [SAT_1030],
    startsAt: SAT_1030,
    confirmedAt: "2026-12-03T08:00:00.000Z",
    actions: ["propose", "cancel"],
    ...overrides,
  });
}
