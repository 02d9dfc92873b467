import { inBox } from "../listings/listing-coordinates.js";
import type { HostelQuery, HostelRoom, StudentHostel } from "./hostels.types.js";

/**
 * Spec §5's hostel filtering, as one pure function for the browser (which filters the full
 * list) and the API (which accepts the same filters). The price bands overlap on purpose:
 * 2000 and 3000 each fall into two bands, as the spec says.
 */
export function filterHostels(hostels: StudentHostel[], filters: HostelQuery): StudentHostel[] {
  const search = filters.search?.trim().toLowerCase() ?? "";
  const university = active(filters.university);
  const location = active(filters.location)?.toLowerCase();
  const band = active(filters.priceRange);
  const maxKm = active(filters.maxDistance);
  return hostels.filter((h) => {
    const matchesText =
      h.name.toLowerCase().includes(search) || h.location.toLowerCase().includes(search);
    if (search && !matchesText) return false;
    if (university && !h.nearbyUniversities.includes(university)) return false;
    if (location && !h.location.toLowerCase().includes(location)) return false;
    if (band && !inBand(priceDigits(h.pricePerSemester), band)) return false;
    // An unknown distance is never "within" anything.
    if (maxKm && (h.distanceKm === null || h.distanceKm > Number(maxKm))) return false;
    if (filters.bbox && !inBox(filters.bbox, h)) return false;
    return hasRoom(h.rooms, active(filters.roomType), filters.bedSpacesOnly === true);
  });
}

/**
 * The room filters ask one question together: with both set, the chosen room type itself
 * must have a bed left (a free 4-in-a-room bed is no answer to someone after a single room).
 */
function hasRoom(rooms: HostelRoom[], type: string | undefined, bedsLeft: boolean): boolean {
  if (!type && !bedsLeft) return true;
  return rooms.some((r) => (!type || r.type === type) && (!bedsLeft || r.bedSpacesLeft > 0));
}

function active(value: string | undefined): string | undefined {
  return value && value !== "all" ? value : undefined;
}

/** The number a visitor reads in the price: its digits ("GH₵2,500" → 2500). */
export function priceDigits(display: string): number {
  return Number(display.replace(/\D/g, "")) || 0;
}

function inBand(price: number, band: string): boolean {
  switch (band) {
    case "under-1000":
      return price < 1000;
    case "1000-2000":
      return price >= 1000 && price <= 2000;
    case "2000-3000":
      return price >= 2000 && price <= 3000;
    // "2000 and 3000 each fall into two bands" (spec §5): 'over 3000' starts at 3000.
    case "over-3000":
      return price >= 3000;
    default:
      return true;
  }
}
