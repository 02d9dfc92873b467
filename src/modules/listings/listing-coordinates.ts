/**
 * Where a listing is, written once: the listing form, Manage Listings' edit, the
 * API's inputs and map search (`bbox`), the hostel finder and the seeds import these rules.
 * Plain data and pure functions only, so the browser bundle can carry them.
 */

/**
 * Ghana's bounding box, a little wider than the land (decision 67: a box, not the border, so a
 * check is four comparisons the browser, the server and an index share; a point in a
 * neighbour's corner of the box is the lister's slip to see on the map, not ours to refuse).
 */
export const GHANA_BOX = { west: -3.3, south: 4.5, east: 1.2, north: 11.2 } as const;

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A point on the map; a listing states both or neither. */
export interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

export const COORDINATE_MESSAGES = {
  latitude: `Latitude must be a number from ${GHANA_BOX.south} to ${GHANA_BOX.north} (in Ghana), e.g. 5.6037`,
  longitude: `Longitude must be a number from ${GHANA_BOX.west} to ${GHANA_BOX.east} (in Ghana), e.g. -0.1870`,
  latitudeMissing: "Latitude is required when a longitude is given",
  longitudeMissing: "Longitude is required when a latitude is given",
  hint: "Optional: the pin's position in decimal degrees, e.g. 5.6037 and -0.1870 for Accra",
} as const;

export const BBOX_MESSAGE = `bbox must be four numbers west,south,east,north inside Ghana (longitude ${GHANA_BOX.west} to ${GHANA_BOX.east}, latitude ${GHANA_BOX.south} to ${GHANA_BOX.north}), west below east and south below north`;

/** A decimal number as a person types it ("5.6037", "-0.187", "+1"); no exponent, no commas. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The number a typed coordinate stands for, or null when it is none. */
export function coordinateNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !DECIMAL.test(value.trim())) return null;
  return Number(value.trim());
}

export const latitudeInGhana = (value: unknown): boolean => {
  const n = coordinateNumber(value);
  return n !== null && n >= GHANA_BOX.south && n <= GHANA_BOX.north;
};

export const longitudeInGhana = (value: unknown): boolean => {
  const n = coordinateNumber(value);
  return n !== null && n >= GHANA_BOX.west && n <= GHANA_BOX.east;
};

/** "Not stated": absent, null or blank text. */
export const coordinateGiven = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

/**
 * The field messages of a pair as typed (the browser's forms and the seeds), {} when it is
 * fine: each in Ghana's box, and both or neither.
 */
export function coordinatesProblems(latitude: unknown, longitude: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const [hasLat, hasLng] = [coordinateGiven(latitude), coordinateGiven(longitude)];
  if (hasLat && !latitudeInGhana(latitude)) problems.latitude = COORDINATE_MESSAGES.latitude;
  if (hasLng && !longitudeInGhana(longitude)) problems.longitude = COORDINATE_MESSAGES.longitude;
  if (hasLat && !hasLng) problems.longitude = COORDINATE_MESSAGES.longitudeMissing;
  if (hasLng && !hasLat) problems.latitude = COORDINATE_MESSAGES.latitudeMissing;
  return problems;
}

/**
 * `bbox=west,south,east,north` as a box, or null when it is not one: four plain numbers, west
 * below east, south below north, all inside Ghana's box (a map showing more asks for Ghana's box).
 */
export function parseBox(text: string): Box | null {
  const parts = text.split(",");
  if (parts.length !== 4) return null;
  const numbers = parts.map(coordinateNumber);
  if (numbers.some((n) => n === null)) return null;
  const [west, south, east, north] = numbers as number[];
  const inside =
    west >= GHANA_BOX.west &&
    east <= GHANA_BOX.east &&
    south >= GHANA_BOX.south &&
    north <= GHANA_BOX.north;
  return inside && west < east && south < north ? { west, south, east, north } : null;
}

/**
 * The `bbox` of a search's query (properties and hostels): the box, undefined when not asked,
 * and a box that is none notes BBOX_MESSAGE under `bbox` in `errors` (a 400, never a 500).
 */
export function bboxQuery(
  text: string | undefined,
  errors: Record<string, string[]>,
): Box | undefined {
  if (text === undefined) return undefined;
  const box = parseBox(text);
  if (box === null) errors.bbox = [BBOX_MESSAGE];
  return box ?? undefined;
}

/** "5.636, -0.161" for a reviewer's line, or null when the listing gave no pin. */
export function coordinatesText(point: Coordinates): string | null {
  const { latitude, longitude } = point;
  // `==`: a listing served before coordinates existed may carry neither key at all.
  return latitude == null || longitude == null ? null : `${latitude}, ${longitude}`;
}

/** Whether a point lies in a box, edges included (the SQL filter's BETWEEN says the same). */
export function inBox(box: Box, point: Coordinates): boolean {
  const { latitude, longitude } = point;
  if (latitude === null || longitude === null) return false;
  return (
    latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east
  );
}
