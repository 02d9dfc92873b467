import { IsInt, Max, Min } from "class-validator";
import type { Property } from "../listings/listings.types.js";

/** Spec §3 Favorite: the saved property comes nested, with its agent. */
export interface Favourite {
  id: number;
  propertyId: number;
  createdAt: Date;
  property: Property;
}

/** The favourite row an add found or made, and whether it made it. */
export interface SavedFavourite {
  id: number;
  createdAt: Date;
  created: boolean;
}

export class AddFavouriteInput {
  @Max(2_147_483_647, { message: "propertyId must be a positive whole number" })
  @Min(1, { message: "propertyId must be a positive whole number" })
  @IsInt({ message: "propertyId must be a positive whole number" })
  propertyId: number;
}
