import type { FieldErrors } from "../../shared/errors.js";
import { ValidationError } from "../../shared/errors.js";
import { badTextMessage, holdsBadText, isRecord } from "../../shared/validation.js";
import { bboxQuery } from "../listings/index.js";
import {
  PRICE_BAND_MESSAGE,
  PRICE_BANDS,
  type PriceBand,
  ROOM_TYPE_MESSAGE,
  ROOM_TYPES,
  type RoomType,
} from "./hostels.rules.js";
import type { HostelQuery } from "./hostels.types.js";

/** The farthest "within N km" a query may ask: the seeded hostels sit within a few km of campus. */
const MAX_DISTANCE_KM = 100;

/**
 * GET /api/student-hostels's query as the filters the page uses. Free text is cut to 200
 * characters; a choice outside its list is a 400 that names the field, never a silent "all".
 */
export function parseHostelQuery(raw: unknown): HostelQuery {
  const q = isRecord(raw) ? raw : {};
  const errors: FieldErrors = {};
  const text = (key: string) => {
    if (typeof q[key] !== "string") return undefined;
    if (holdsBadText(q[key])) {
      errors[key] = [badTextMessage(key)];
      return undefined;
    }
    return (q[key] as string).slice(0, 200);
  };
  const given = (key: string) => {
    const value = text(key);
    return value && value !== "all" ? value : undefined;
  };
  const priceRange = given("priceRange");
  if (priceRange && !PRICE_BANDS.includes(priceRange as PriceBand))
    errors.priceRange = [PRICE_BAND_MESSAGE];
  const roomType = given("roomType");
  if (roomType && !ROOM_TYPES.includes(roomType as RoomType)) errors.roomType = [ROOM_TYPE_MESSAGE];
  const maxDistance = given("maxDistance");
  const km = Number(maxDistance);
  if (maxDistance && !(Number.isFinite(km) && km > 0 && km <= MAX_DISTANCE_KM))
    errors.maxDistance = [
      `maxDistance must be all or a number of km above 0, up to ${MAX_DISTANCE_KM}`,
    ];
  const beds = text("bedSpacesOnly");
  if (beds !== undefined && beds !== "true" && beds !== "false")
    errors.bedSpacesOnly = ["bedSpacesOnly must be true or false"];
  const [search, university, location] = [text("search"), text("university"), text("location")];
  const bbox = bboxQuery(given("bbox"), errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    search,
    university,
    location,
    priceRange,
    roomType,
    maxDistance,
    bedSpacesOnly: beds === "true",
    bbox,
  };
}
