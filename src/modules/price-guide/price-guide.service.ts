import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import { placeName } from "../listings/listing-place.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import type { RateHistory } from "../money/money.ports.js";
import { rateSpans } from "../money/rate-spans.js";
import type { GuideWindow, PriceGuideRepository } from "./price-guide.ports.js";
import {
  GUIDE_MONTHS,
  MIN_COMPARABLES,
  MIN_GUIDE_LISTINGS,
  priceBand,
  TOP_BEDROOM_GROUP,
} from "./price-guide.rules.js";
import {
  type GroupFigures,
  type PriceComparison,
  type PriceGuide,
  PriceGuideQuery,
} from "./price-guide.types.js";

/**
 * The price guide (decision 70): what listings of a kind ask in an area, from the asking prices
 * of the last six months, and where one listing's price sits among its comparables.
 */
export class PriceGuideService {
  constructor(
    private readonly guide: PriceGuideRepository,
    private readonly rates: RateHistory,
    private readonly clock: Clock,
  ) {}

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
    const window = await this.window();
    const all = await this.guide.figures(window, {
      city: q.city,
      neighbourhood: q.neighbourhood,
      listingType: q.type,
      propertyType: q.propertyType,
      bedrooms: q.bedrooms === undefined ? undefined : bedroomGroup(q.bedrooms),
    });
    const groups = all.filter((g) => g.listings >= MIN_GUIDE_LISTINGS);
    return {
      since: isoDay(window.since),
      until: isoDay(window.until),
      minListings: MIN_GUIDE_LISTINGS,
      groups,
      tooFew: all.length - groups.length,
    };
  }

  /**
   * GET /api/properties/{id}/price-comparison: the listing against the other listings of its
   * neighbourhood (else its city), listing type, property type and bedroom group, when there are
   * at least MIN_COMPARABLES of them. 404 like the property page for an unknown id.
   */
  async compareListing(id: unknown): Promise<{ comparison: PriceComparison | null }> {
    const n = typeof id === "string" ? PositiveId.parse(id) : id;
    if (!PositiveId.is(n)) throw new PropertyNotFoundError();
    const window = await this.window();
    const listing = await this.guide.comparedListing(n, window.rates);
    if (!listing) throw new PropertyNotFoundError();
    if (listing.priceGhs === null) return { comparison: null };
    const groups = await this.guide.figures(window, {
      city: listing.city,
      listingType: listing.listingType,
      propertyType: listing.propertyType,
      bedrooms: listing.bedrooms,
      excludeId: listing.id,
    });
    const near = listing.neighbourhood
      ? groups.find((g) => g.neighbourhood?.toLowerCase() === listing.neighbourhood?.toLowerCase())
      : undefined;
    const cityWide = groups.find((g) => g.neighbourhood === null);
    const chosen = [near, cityWide].find(
      (g): g is GroupFigures => g !== undefined && g.listings >= MIN_COMPARABLES,
    );
    if (!chosen) return { comparison: null };
    const { listings, dollarListings: _, low, median, high, ...group } = chosen;
    return {
      comparison: {
        comparables: listings,
        area: placeName(group.neighbourhood, group.city),
        band: priceBand(listing.priceGhs, low, high),
        group,
        low,
        median,
        high,
      },
    };
  }

  private async window(): Promise<GuideWindow> {
    const until = this.clock.now();
    const since = new Date(until);
    since.setUTCMonth(since.getUTCMonth() - GUIDE_MONTHS);
    return { since, until, rates: rateSpans(await this.rates.history()) };
  }
}

/** "5+" → 5 (the top group), "2" → 2. */
function bedroomGroup(choice: string): number {
  return Math.min(Number.parseInt(choice, 10), TOP_BEDROOM_GROUP);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
