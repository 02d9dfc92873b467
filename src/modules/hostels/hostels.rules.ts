/**
 * The hostel finder's vocabularies, written once: the server's query check (hostel-query.ts), the
 * browser's dropdowns (hostel-options.ts) and the seeds import them. Plain data only, so the
 * browser bundle can carry it.
 */

/** The room types Ghanaian hostels let (GHANA-FACTS): shared rooms, and the two small-flat terms. */
export const ROOM_TYPE_LABELS = {
  single: "Single room",
  "2-in-a-room": "2 in a room",
  "3-in-a-room": "3 in a room",
  "4-in-a-room": "4 in a room",
  "chamber-and-hall": "Chamber and hall",
  "self-contain": "Self-contain",
} as const;
export type RoomType = keyof typeof ROOM_TYPE_LABELS;
export const ROOM_TYPES = Object.keys(ROOM_TYPE_LABELS) as RoomType[];
export const ROOM_TYPE_MESSAGE = `roomType must be all or one of ${ROOM_TYPES.join(", ")}`;

/** Spec §5's price bands of pricePerSemester; the edges overlap as the spec says. */
export const PRICE_BAND_LABELS = {
  "under-1000": "Under GH₵1,000",
  "1000-2000": "GH₵1,000 - GH₵2,000",
  "2000-3000": "GH₵2,000 - GH₵3,000",
  "over-3000": "Over GH₵3,000",
} as const;
export type PriceBand = keyof typeof PRICE_BAND_LABELS;
export const PRICE_BANDS = Object.keys(PRICE_BAND_LABELS) as PriceBand[];
export const PRICE_BAND_MESSAGE = `priceRange must be all or one of ${PRICE_BANDS.join(", ")}`;
