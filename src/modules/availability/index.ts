/** The availability module's public surface: what code outside it may import (decision 101). */
export type { AvailabilityConfig } from "./availability.config.js";
export { AnswerLinkInvalidError, notOnOfferMessage } from "./availability.errors.js";
export type { AskedListing, AvailabilityAskRepository, NewAsk } from "./availability.ports.js";
export type { AvailabilityAnswer } from "./availability.rules.js";
export { AVAILABILITY_ANSWERS, UNANSWERED_ASKS_FOR_NOT_CONFIRMED } from "./availability.rules.js";
export { AvailabilityService } from "./availability.service.js";
export type {
  AnswerLink,
  AnswerReceipt,
  AskReceipt,
  AvailabilityAsk,
} from "./availability.types.js";
