import type { ListingType } from "../listings/index.js";

/** A listing shows "Not confirmed recently" once this many asks are unanswered past the time allowed. */
export const UNANSWERED_ASKS_FOR_NOT_CONFIRMED = 3;

export const AVAILABILITY_ANSWERS = ["yes", "gone"] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const ANSWER_REQUIRED = "Answer yes (still available) or gone (let or sold)";

/** What "No, it's gone" makes a listing: a rental is let, anything else sold. */
export function goneStatus(listingType: ListingType): "rented" | "sold" {
  return listingType === "rent" ? "rented" : "sold";
}

/** The two answers in the lister's words: the mail's links and the answer page's buttons. */
export function answerLabel(answer: AvailabilityAnswer, listingType: ListingType): string {
  if (answer === "yes") return "Yes, it is still available";
  return listingType === "rent" ? "No, it has been let" : "No, it has been sold";
}
