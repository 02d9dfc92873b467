import type { ListingValues } from "./listing-values.js";

/** The multipart body of POST /api/listings: text fields as text, files under images and videos. */
export function listingFormData(values: ListingValues, images: File[], videos: File[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    // Only rentals have a period and an advance, only land a title: hidden fields are not sent.
    if ((key === "rentPeriod" || key === "rentAdvanceMonths") && values.listingType !== "rent")
      continue;
    if (key === "titleStatus" && values.propertyType !== "land") continue;
    const text = value.trim();
    if (text) body.append(key, text);
  }
  for (const image of images) body.append("images", image);
  for (const video of videos) body.append("videos", video);
  return body;
}
