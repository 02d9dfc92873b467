import { InitialSchema1763800000000 } from "./1763800000000-initial-schema.js";
import { ListingRentPeriod1763810000000 } from "./1763810000000-listing-rent-period.js";
import { ImageHashes1763920000000 } from "./1763920000000-image-hashes.js";

/** Migrations are listed, not globbed, so that compiled and test runs load the same set. */
export const migrations = [
  InitialSchema1763800000000,
  ListingRentPeriod1763810000000,
  ImageHashes1763920000000,
];
