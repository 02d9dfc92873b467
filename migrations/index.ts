import { InitialSchema1763800000000 } from "./1763800000000-initial-schema.js";
import { ListingRentPeriod1763810000000 } from "./1763810000000-listing-rent-period.js";
import { ContactClicks1763950000000 } from "./1763950000000-contact-clicks.js";

/** Migrations are listed, not globbed, so that compiled and test runs load the same set. */
export const migrations = [
  InitialSchema1763800000000,
  ListingRentPeriod1763810000000,
  ContactClicks1763950000000,
];
