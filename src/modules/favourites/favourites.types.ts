import { IsInt, Max, Min } from "class-validator";
import { PositiveId } from "../../shared/positive-id.js";
import type { Property } from "../listings/index.js";

/** Spec §3 Favorite: the saved property comes nested, with its agent. */
export interface Favourite {
  id: number;
  propertyId: number;
  createdAt: Date;
  property: Property;
}

/** The favourite an add found or made, with its property, and whether it made it. */
export interface SavedFavourite {
  favourite: Favourite;
  created: boolean;
}

export class AddFavouriteInput {
  @Max(PositiveId.MAX, { message: PositiveId.message("propertyId") })
  @Min(1, { message: PositiveId.message("propertyId") })
  @IsInt({ message: PositiveId.message("propertyId") })
  propertyId: number;
}
