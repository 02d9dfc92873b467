import type { ListingRegion, PropertyType } from "../../src/modules/listings/index.js";
import { propertyImageUrls, submissionImageUrl } from "./image-urls.js";
import { KOFI } from "./seed-agent-emails.js";

/** A seeded photo that is a resized, re-compressed copy of a seeded listing's photo. */
export interface CopiedPhoto {
  url: string;
  copyOf: string;
}

export interface ListingSubmissionSeed {
  title: string;
  description: string;
  price: string;
  location: string;
  city: string;
  region: ListingRegion;
  propertyType: PropertyType;
  area: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  submittedDaysAgo: number;
  photos: CopiedPhoto[];
}

/**
 * Issue 5's duplicate photo, ready for the admin to review: another agent submits Kwame
 * Asante's East Legon Hills plot (seeded property 3) with its first photo, smaller and
 * re-compressed. The seeder holds it with the match the upload check would find.
 */
export const listingSubmissions: ListingSubmissionSeed[] = [
  {
    title: "Plot for Sale at East Legon Hills, Accra",
    description:
      "A walled 70 by 100 ft plot in a gated estate with tarred roads and street lights. Indenture and site plan ready; buyer to pay for the Lands Commission search.",
    price: "980000.00",
    location: "East Legon Hills, Accra",
    city: "Accra",
    region: "Greater Accra",
    propertyType: "land",
    area: "7000.00",
    contactName: "Kofi Boateng",
    contactEmail: KOFI,
    contactPhone: "+233 54 318 2290",
    submittedDaysAgo: 1,
    photos: [{ url: submissionImageUrl(1, 1), copyOf: propertyImageUrls(3, 1)[0] }],
  },
];
