/** Spec §3 Student hostel; pricePerSemester is the display string, e.g. "GH₵2,500". */
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
}

export const PRICE_BANDS = ["under-1000", "1000-2000", "2000-3000", "over-3000"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** The hostel page's filters (spec §4): each defaults to 'all', the search text to empty. */
export interface HostelFilters {
  search?: string;
  university?: string;
  location?: string;
  priceRange?: string;
}
