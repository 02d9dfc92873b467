import type { Box } from "../listings/index.js";
import { PRICE_BANDS, type PriceBand, ROOM_TYPES, type RoomType } from "./hostels.rules.js";

export { PRICE_BANDS, type PriceBand, ROOM_TYPES, type RoomType };

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
  /** Decimal degrees; null when not known. */
  latitude: number | null;
  longitude: number | null;
}

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

/** GET /api/student-hostels's filters: the page's, and map search's box. */
export interface HostelQuery extends HostelFilters {
  /** `bbox=west,south,east,north`: only hostels whose pin lies in the box. */
  bbox?: Box;
}
