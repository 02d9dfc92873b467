import { inBox } from "../listings/index.js";
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
    // An unknown distance is never "within" anything.
    if (maxKm && (h.distanceKm === null || h.distanceKm > Number(maxKm))) return false;
    if (filters.bbox && !inBox(filters.bbox, h)) return false;
    return hasRoom(h, band, active(filters.roomType), filters.bedSpacesOnly === true);
  });
}

/**
 * The price, room type and bed filters ask one question together, of one room (decision 91): a
 * hostel is in GH₵2,000–3,000 with beds left only if a room priced in that band has a bed left,
 * not when its full GH₵2,400 room is in budget and its free one costs GH₵4,000. A hostel that
 * lists no rooms is priced by its own pricePerSemester (spec §5) and has no bed to offer.
 */
function hasRoom(
  h: StudentHostel,
  band: string | undefined,
  type: string | undefined,
  bedsLeft: boolean,
): boolean {
  if (!type && !bedsLeft) {
    if (!band) return true;
    if (h.rooms.length === 0) return inBand(priceDigits(h.pricePerSemester), band);
  }
  return h.rooms.some(
    (r: HostelRoom) =>
      (!band || inBand(roomPrice(r), band)) &&
      (!type || r.type === type) &&
      (!bedsLeft || r.bedSpacesLeft > 0),
  );
}

/** A room's price in whole cedis, as its row is shown ("2400.00" → 2400, "2400.60" → 2401). */
function roomPrice(room: HostelRoom): number {
  return Math.round(Number(room.pricePerSemester));
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
