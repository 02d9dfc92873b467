import type { RateSpan } from "../money/index.js";
import type { GuideGroupKey } from "./price-guide.rules.js";
import type {
  ComparedListing,
  GroupFigures,
  GuideComputation,
  GuideFilter,
} from "./price-guide.types.js";

/** The listings window a refresh reads, and the rate each dollar price is converted at. */
export interface GuideWindow {
  since: Date;
  until: Date;
  rates: readonly RateSpan[];
}

/** Kept figures and the computation they came from, read in one snapshot. */
export interface KeptFigures {
  computation: GuideComputation;
  groups: GroupFigures[];
}

export interface PriceGuideRepository {
  /**
   * Replaces the kept figures with the percentiles of the asking prices of published listings
   * created in the window, not under review, by group: each neighbourhood's and each city's as a
   * whole (`neighbourhood: null`), however few their listings. A rent is per month, a dollar
   * price in cedis at the rate of the listing's creation. Run inside a transaction: the old
   * figures stay until it commits. Answers how many groups were kept, how many of them have at
   * least `minListings`, and how many listings they count.
   */
  refresh(
    window: GuideWindow,
    computedAt: Date,
    minListings: number,
  ): Promise<{ groups: number; shown: number; listings: number }>;
  /** When the kept figures were computed, and from which window; null when never. */
  computation(): Promise<GuideComputation | null>;
  /** The kept groups the filter names, in the guide's order; null when never computed. */
  figures(filter: GuideFilter): Promise<KeptFigures | null>;
  /** A group's kept figures: its neighbourhood's (if it has one) and its whole city's. */
  groupFigures(group: GuideGroupKey): Promise<KeptFigures | null>;
  /** A published listing's group and price on the guide's terms; null when there is none. */
  comparedListing(id: number, rates: readonly RateSpan[]): Promise<ComparedListing | null>;
}
