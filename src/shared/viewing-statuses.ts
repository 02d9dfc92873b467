/**
 * What a viewing can be (decision 104). Shared: the viewings module moves viewings between them,
 * the admin's figures and /metrics count them, and the admin module may not import viewings
 * (viewings reads listings, which read agents, which read admin).
 */
export const VIEWING_STATUSES = [
  "requested",
  "proposed",
  "confirmed",
  "declined",
  "cancelled",
  "done",
  "no_show",
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
