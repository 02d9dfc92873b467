import {
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
} from "#modules/hostels/hostels.rules.js";
import type { StudentHostel } from "#modules/hostels/hostels.types.js";

export { ROOM_TYPE_LABELS };

export const GENDER_LABELS = { male: "Male", female: "Female", mixed: "Mixed" } as const;

/** A hostel's own page (server-rendered, web/pages/student-hostels/@id). */
export function hostelPagePath(id: number): string {
  return `/student-hostels/${id}`;
}

export const PRICE_RANGE_OPTIONS = [
  { value: "all", label: "Any price" },
  ...PRICE_BANDS.map((band) => ({ value: band, label: PRICE_BAND_LABELS[band] })),
];

/** The dropdowns offer what the list holds: every nearby university, and every town. */
export function hostelChoices(
  hostels: readonly Pick<StudentHostel, "location" | "nearbyUniversities">[],
) {
  const universities = new Set<string>();
  const towns = new Set<string>();
  for (const h of hostels) {
    for (const u of h.nearbyUniversities) universities.add(u);
    const town = h.location.split(",").pop()?.trim();
    if (town) towns.add(town);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return { universities: sorted(universities), towns: sorted(towns) };
}

/** Spec §2: '{n} hostel(s) found'. */
export function hostelCountText(n: number): string {
  return `${n} hostel${n === 1 ? "" : "s"} found`;
}

export const ROOM_TYPE_OPTIONS = [
  { value: "all", label: "Any room type" },
  ...ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] })),
];

/** The distance choices of the finder, in km from the hostel's campus. */
export const DISTANCE_OPTIONS = [
  { value: "all", label: "Any distance" },
  { value: "1", label: "Within 1 km" },
  { value: "2", label: "Within 2 km" },
  { value: "5", label: "Within 5 km" },
] as const;

/** "1.2 km to University of Ghana": the campus is the first nearby university. */
export function distanceText(h: Pick<StudentHostel, "distanceKm" | "nearbyUniversities">) {
  const campus = h.nearbyUniversities[0];
  if (h.distanceKm === null || !campus) return null;
  return `${h.distanceKm.toFixed(1)} km to ${campus}`;
}

/** "3 beds left", "1 bed left", or "Full". */
export function bedSpacesText(left: number): string {
  if (left <= 0) return "Full";
  return `${left} ${left === 1 ? "bed" : "beds"} left`;
}
