import { PositiveId } from "../../shared/positive-id.js";

/** A path id as the services expect it (PositiveId's rule), else NaN, which they answer with 404. */
export function routeId(param: string): number {
  return PositiveId.parse(param) ?? Number.NaN;
}
