import type { RateSpan } from "../money/rate-spans.js";
import type { ComparedListing, GroupFigures, GuideFilter } from "./price-guide.types.js";

/** The listings window the guide reads, and the rate each dollar price is converted at. */
export interface GuideWindow {
  since: Date;
  until: Date;
  rates: readonly RateSpan[];
}

export interface PriceGuideRepository {
  /**
   * Percentiles of the asking prices of published listings created in the window, not under
   * review, by group: each neighbourhood's, and each city's as a whole (`neighbourhood: null`)
   * unless the filter names a neighbourhood. A rent is per month, a dollar price in cedis at the
   * rate of the listing's creation. Every group, however few its listings.
   */
  figures(window: GuideWindow, filter: GuideFilter): Promise<GroupFigures[]>;
  /** A published listing's group and price on the guide's terms; null when there is none. */
  comparedListing(id: number, rates: readonly RateSpan[]): Promise<ComparedListing | null>;
}
