/** The room types Ghanaian hostels let (GHANA-FACTS): shared rooms, and the two small-flat terms. */
export const ROOM_TYPES = [
  "single",
  "2-in-a-room",
  "3-in-a-room",
  "4-in-a-room",
  "chamber-and-hall",
  "self-contain",
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** One kind of room in a hostel: its price per semester (GH₵, a numeric string) and free beds. */
export interface HostelRoom {
  type: RoomType;
  pricePerSemester: string;
  bedSpacesLeft: number;
}

/**
 * Spec §3 Student hostel; pricePerSemester is the display string, e.g. "GH₵2,500": the lowest
 * room price when the hostel lists rooms. The campus of distanceKm is nearbyUniversities[0].
 */
export interface StudentHostel {
  id: number;
  name: string;
  location: string;
  images: string[];
  gender: "male" | "female" | "mixed";
  pricePerSemester: string;
  rating: string;
  reviewCount: number;
  capacity: number;
  studentsPerRoom: number;
  amenities: string[];
  nearbyUniversities: string[];
  phone: string | null;
  /** Cheapest first; empty when the hostel has not listed its rooms. */
  rooms: HostelRoom[];
  /** The semester the bed spaces are for, e.g. "2026/27 second semester". */
  semester: string | null;
  /** Kilometres to the first of nearbyUniversities; null when unknown. */
  distanceKm: number | null;
}

export const PRICE_BANDS = ["under-1000", "1000-2000", "2000-3000", "over-3000"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/**
 * The hostel page's filters (spec §4): each defaults to 'all', the search text to empty.
 * roomType, maxDistance (km, as the select's text) and bedSpacesOnly are this product's additions.
 */
export interface HostelFilters {
  search?: string;
  university?: string;
  location?: string;
  priceRange?: string;
  roomType?: string;
  maxDistance?: string;
  bedSpacesOnly?: boolean;
}
