import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import type { JobLock } from "../jobs/index.js";
import { runOnce } from "../jobs/index.js";
import { PropertyNotFoundError, placeName } from "../listings/index.js";
import type { RateHistory } from "../money/index.js";
import { rateSpans } from "../money/index.js";
import type { PriceGuideRepository } from "./price-guide.ports.js";
import {
  GUIDE_MONTHS,
  MIN_COMPARABLES,
  MIN_GUIDE_LISTINGS,
  priceBand,
  TOP_BEDROOM_GROUP,
} from "./price-guide.rules.js";
import {
  type ComparedListing,
  type GroupFigures,
  type GuideComputation,
  type GuideRefresh,
  type PriceComparison,
  type PriceGuide,
  PriceGuideQuery,
} from "./price-guide.types.js";

/** The job `refresh-price-guide` runs as: one run at a time (decision 36). */
export const REFRESH_PRICE_GUIDE_JOB = "refresh-price-guide";

/**
 * The price guide (decision 70): what listings of a kind ask in an area, from the asking prices
 * of the last six months, and where one listing's price sits among its comparables. The figures
 * are computed by `refresh()` (cron, daily) and kept; the reads never scan the listings.
 */
export class PriceGuideService {
  constructor(
    private readonly guide: PriceGuideRepository,
    private readonly rates: RateHistory,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
  ) {}

  /**
   * `cli refresh-price-guide`: recomputes every group from the last GUIDE_MONTHS months and
   * replaces the kept figures in one transaction (a failed run leaves the old ones). While
   * another run is refreshing, this one does nothing (JobHeldError).
   */
  refresh(): Promise<GuideRefresh> {
    return runOnce(this.jobs, REFRESH_PRICE_GUIDE_JOB, async () => {
      const until = this.clock.now();
      const since = new Date(until);
      since.setUTCMonth(since.getUTCMonth() - GUIDE_MONTHS);
      const rates = rateSpans(await this.rates.history());
      return this.tx.run(async () => {
        const computedAt = this.clock.now();
        const kept = await this.guide.refresh(
          { since, until, rates },
          computedAt,
          MIN_GUIDE_LISTINGS,
        );
        return { since, until, computedAt, ...kept };
      });
    });
  }

  /**
   * A server's start: a database whose figures were never computed (a first start on the seed
   * data, or the first start of this version) gets them before it serves, so the guide is not
   * empty until the night's cron. A run held elsewhere is computing them already.
   */
  async refreshIfNeverComputed(): Promise<GuideRefresh | null> {
    if (await this.guide.computation()) return null;
    return this.refresh();
  }

  /** GET /api/price-guide and /price-guide: the groups with enough listings to say something. */
  async getGuide(rawQuery: unknown): Promise<PriceGuide> {
    const q = await validateInput(PriceGuideQuery, rawQuery, (input, raw) => {
      for (const key of ["city", "neighbourhood", "type", "propertyType", "bedrooms"] as const) {
        const value = raw[key];
        const text = optionalText(value);
        const none = text === undefined || text === "all" || text === "any";
        // An array (a repeated key) is left for the validator to refuse by name.
        (input as Record<string, unknown>)[key] =
          typeof value === "string" ? (none ? undefined : text) : value;
      }
      if (typeof input.propertyType === "string")
        input.propertyType = input.propertyType.toLowerCase();
    });
    const kept = await this.guide.figures({
      city: q.city,
      neighbourhood: q.neighbourhood,
      listingType: q.type,
      propertyType: q.propertyType,
      bedrooms: q.bedrooms === undefined ? undefined : bedroomGroup(q.bedrooms),
    });
    const all = kept?.groups ?? [];
    const groups = all.filter((g) => g.listings >= MIN_GUIDE_LISTINGS);
    return {
      since: kept ? isoDay(kept.computation.since) : null,
      until: kept ? isoDay(kept.computation.until) : null,
      computedAt: kept ? kept.computation.computedAt.toISOString() : null,
      minListings: MIN_GUIDE_LISTINGS,
      groups,
      tooFew: all.length - groups.length,
    };
  }

  /**
   * GET /api/properties/{id}/price-comparison: the listing against the kept figures of its
   * neighbourhood (else its city), listing type, property type and bedroom group, when they
   * count at least MIN_COMPARABLES listings besides it. 404 like the property page for an
   * unknown id.
   */
  async compareListing(id: unknown): Promise<{ comparison: PriceComparison | null }> {
    const n = typeof id === "string" ? PositiveId.parse(id) : id;
    if (!PositiveId.is(n)) throw new PropertyNotFoundError();
    const listing = await this.guide.comparedListing(n, rateSpans(await this.rates.history()));
    if (!listing) throw new PropertyNotFoundError();
    if (listing.priceGhs === null) return { comparison: null };
    const kept = await this.guide.groupFigures(listing);
    if (!kept) return { comparison: null };
    const others = (g: GroupFigures) => g.listings - (counted(listing, kept.computation) ? 1 : 0);
    const near = listing.neighbourhood
      ? kept.groups.find((g) => g.neighbourhood !== null)
      : undefined;
    const cityWide = kept.groups.find((g) => g.neighbourhood === null);
    const chosen = [near, cityWide].find(
      (g): g is GroupFigures => g !== undefined && others(g) >= MIN_COMPARABLES,
    );
    if (!chosen) return { comparison: null };
    const { listings: _, dollarListings: __, low, median, high, ...group } = chosen;
    return {
      comparison: {
        comparables: others(chosen),
        area: placeName(group.neighbourhood, group.city),
        band: priceBand(listing.priceGhs, low, high),
        group,
        low,
        median,
        high,
        computedAt: kept.computation.computedAt.toISOString(),
      },
    };
  }
}

/**
 * Whether the kept figures count the listing itself: listed within their window and not under
 * review (as it stands now; a refresh that saw it otherwise is at most a day old). Its own
 * price is then one of its group's, and "N similar listings" are the others.
 */
function counted(listing: ComparedListing, window: GuideComputation): boolean {
  const at = listing.listedAt.getTime();
  return !listing.underReview && at >= window.since.getTime() && at <= window.until.getTime();
}

/** "5+" → 5 (the top group), "2" → 2. */
function bedroomGroup(choice: string): number {
  return Math.min(Number.parseInt(choice, 10), TOP_BEDROOM_GROUP);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
