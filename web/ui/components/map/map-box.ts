import { type Box, GHANA_BOX } from "#modules/listings/listing-coordinates.js";

/**
 * The `bbox` of what a map shows (decision 69): rounded outwards to 4 decimals (~11 m, a short
 * URL that still holds every pin in sight) and clamped to Ghana's box, as the API accepts it.
 * Null when nothing of Ghana is in sight.
 */
export function bboxOfView(view: Box): string | null {
  const out = (n: number, up: boolean) => (up ? Math.ceil(n * 1e4) : Math.floor(n * 1e4)) / 1e4;
  const west = Math.max(GHANA_BOX.west, out(view.west, false));
  const south = Math.max(GHANA_BOX.south, out(view.south, false));
  const east = Math.min(GHANA_BOX.east, out(view.east, true));
  const north = Math.min(GHANA_BOX.north, out(view.north, true));
  if (west >= east || south >= north) return null;
  return [west, south, east, north].join(",");
}
