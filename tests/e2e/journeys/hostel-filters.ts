import type { Page } from "playwright-core";

// What the hostel journeys check the finder against: the spec's filters, as a model of their own.

export interface Hostel {
  name: string;
  location: string;
  pricePerSemester: string;
  nearbyUniversities: string[];
  distanceKm: number | null;
  rooms: { type: string; pricePerSemester: string; bedSpacesLeft: number }[];
}
export interface Filters {
  search: string;
  university: string;
  location: string;
  priceRange: string;
  roomType: string;
  maxDistance: string;
  bedSpacesOnly: boolean;
}

// Spec §5, written out again here so the page is checked against the spec, not against itself:
// the digits of pricePerSemester, with bands that share their edges: "2000 and 3000 each fall
// into two bands", so 'over 3000' starts at 3000.
export const BANDS: Record<string, { label: string; holds: (price: number) => boolean }> = {
  "under-1000": { label: "Under GH₵1,000", holds: (p) => p < 1000 },
  "1000-2000": { label: "GH₵1,000 - GH₵2,000", holds: (p) => p >= 1000 && p <= 2000 },
  "2000-3000": { label: "GH₵2,000 - GH₵3,000", holds: (p) => p >= 2000 && p <= 3000 },
  "over-3000": { label: "Over GH₵3,000", holds: (p) => p >= 3000 },
};
export const ANY: Filters = {
  search: "",
  university: "all",
  location: "all",
  priceRange: "all",
  roomType: "all",
  maxDistance: "all",
  bedSpacesOnly: false,
};

export const digitsOf = (h: Hostel) => Number(h.pricePerSemester.replace(/\D/g, ""));
const inBand = (band: string, price: number) => band === "all" || BANDS[band].holds(price);

export function matching<H extends Hostel>(hostels: H[], f: Filters): H[] {
  const text = f.search.toLowerCase();
  return hostels.filter(
    (h) =>
      (h.name.toLowerCase().includes(text) || h.location.toLowerCase().includes(text)) &&
      (f.university === "all" || h.nearbyUniversities.includes(f.university)) &&
      (f.location === "all" || h.location.toLowerCase().includes(f.location.toLowerCase())) &&
      // Our rule: within N km of the first university.
      (f.maxDistance === "all" ||
        (h.distanceKm !== null && h.distanceKm <= Number(f.maxDistance))) &&
      // Decision 91: price, type and a bed are asked of one room; a hostel listing no rooms is
      // priced by its own price and has no bed to offer.
      (h.rooms.length === 0
        ? f.roomType === "all" && !f.bedSpacesOnly && inBand(f.priceRange, digitsOf(h))
        : h.rooms.some(
            (r) =>
              inBand(f.priceRange, Math.round(Number(r.pricePerSemester))) &&
              (f.roomType === "all" || r.type === f.roomType) &&
              (!f.bedSpacesOnly || r.bedSpacesLeft > 0),
          )),
  );
}

const countText = (n: number) => `${n} ${n === 1 ? "hostel" : "hostels"} found`;

/** The count line and the card names both say exactly which hostels the filters leave. */
export async function expectShown(page: Page, expected: Hostel[]): Promise<string[]> {
  const results = page.getByRole("region", { name: "Hostels" });
  await results.getByText(countText(expected.length), { exact: true }).waitFor();
  const names = await results.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.sort()).toEqual(expected.map((h) => h.name).sort());
  return names;
}
