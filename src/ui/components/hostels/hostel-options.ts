import type { StudentHostel } from "../../../modules/hostels/hostels.types.js";

export const PRICE_RANGE_OPTIONS = [
  { value: "all", label: "Any price" },
  { value: "under-1000", label: "Under GH₵1,000" },
  { value: "1000-2000", label: "GH₵1,000 - GH₵2,000" },
  { value: "2000-3000", label: "GH₵2,000 - GH₵3,000" },
  { value: "over-3000", label: "Over GH₵3,000" },
] as const;

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
