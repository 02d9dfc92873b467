/**
 * A place as people write it, each name once: "Dansoman, Accra" from a location "Dansoman, Accra"
 * and the city "Accra". The parts are read in order (a location may itself hold commas); a part
 * equal to one before it, whatever its case, is dropped, so a region that is the city's name
 * ("Accra", "Accra") is not written twice either.
 */
export function placeName(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const name of parts.flatMap((part) => (part ?? "").split(","))) {
    const trimmed = name.trim().replace(/\s+/g, " ");
    const key = trimmed.toLowerCase();
    if (trimmed && !kept.some((earlier) => earlier.toLowerCase() === key)) kept.push(trimmed);
  }
  return kept.join(", ");
}

/** A listing's place on cards, pages, the admin's lists and mails: its location, then its city. */
export function listingPlace(p: {
  location: string | null | undefined;
  city: string | null | undefined;
}): string {
  return placeName(p.location, p.city);
}
