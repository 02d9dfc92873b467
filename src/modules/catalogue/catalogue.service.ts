import { ValidationError } from "../../shared/errors.js";
import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import type {
  PriceConversions,
  Property,
  PropertyCount,
  PropertyPins,
  PropertyRepository,
  SitemapListing,
} from "../listings/index.js";
import { GHANA_BOX, PropertyNotFoundError } from "../listings/index.js";
import { parsePropertyQuery } from "./property-query.js";
import { SITEMAP_PART_URLS, sitemapPartCount, sitemapPartIds } from "./sitemap-parts.js";

/** The result count stops here: beyond it /properties reads "1,000+ properties found". */
export const COUNT_CAP = 1000;

/**
 * The map draws at most this many pins (decision 69): clustered, 500 cost the browser little and
 * the answer stays near 60 KB; past it the map says to zoom in and search that area.
 */
export const PIN_CAP = 500;

/** The property page's "Similar properties": one row of cards. */
export const SIMILAR_LIMIT = 4;

/** The public catalogue: search, its count, the property page, similar listings and the sitemap. */
export class CatalogueService {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly prices: PriceConversions,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  /** GET /api/properties and the /properties page: filters, sort and paging run in the database. */
  async listProperties(query: unknown): Promise<Property[]> {
    const filter = { ...parsePropertyQuery(query), now: this.clock.now() };
    return this.prices.withConversions(await this.properties.search(filter));
  }

  /**
   * GET /api/properties/count: the total behind "N properties found", so Load More knows when to
   * stop. Past COUNT_CAP it answers `{ total: COUNT_CAP, capped: true }` ("1,000+ properties"):
   * an exact count of a broad search at a million listings costs more than the search (decision 19).
   */
  async countProperties(query: unknown): Promise<PropertyCount> {
    const filter = { ...parsePropertyQuery(query), now: this.clock.now() };
    const total = await this.properties.count(filter, COUNT_CAP + 1);
    return total > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total };
  }

  /**
   * GET /api/properties/pins: the map view's pins for the same filters as the list. Without a
   * bbox, Ghana's box: every pin lies in it (a database check), and listings without one drop out
   * through the same WHERE. One more than PIN_CAP is asked for, so `more` is told, not guessed.
   */
  async listPins(query: unknown): Promise<PropertyPins> {
    const parsed = parsePropertyQuery(query);
    const filter = { ...parsed, bbox: parsed.bbox ?? GHANA_BOX, now: this.clock.now() };
    const pins = await this.properties.pins(filter, PIN_CAP + 1);
    return { pins: pins.slice(0, PIN_CAP), more: pins.length > PIN_CAP };
  }

  /** /sitemap.xml: how many listing parts the index names (the pages' part comes besides). */
  async countSitemapParts(): Promise<number> {
    return sitemapPartCount(await this.properties.lastPublishedId(), SITEMAP_PART_URLS);
  }

  /**
   * One listing part of the sitemap, at most SITEMAP_PART_URLS listings; null for a part the
   * index does not name, so asking past the end costs one indexed read, not a scan.
   */
  async listSitemapPart(part: number): Promise<SitemapListing[] | null> {
    if (!Number.isSafeInteger(part) || part < 1) return null;
    if (part > (await this.countSitemapParts())) return null;
    return this.properties.listForSitemap(sitemapPartIds(part, SITEMAP_PART_URLS));
  }

  /** An expired or reported listing keeps its page (with a notice); an unpublished one is gone. */
  async getProperty(id: unknown): Promise<Property> {
    const n = typeof id === "string" ? PositiveId.parse(id) : id;
    if (!PositiveId.is(n)) {
      // An id that can never exist is a missing page to a visitor, not a malformed form.
      if (typeof id === "string") throw new PropertyNotFoundError();
      throw ValidationError.single("propertyId", PositiveId.message("propertyId"));
    }
    const property = await this.properties.findById(n);
    if (!property?.published) throw new PropertyNotFoundError();
    const [served] = await this.prices.withConversions([property]);
    return served as Property;
  }

  /** GET /api/properties/{id}/similar: 404 like the property itself when the id is unknown. */
  async listSimilar(id: unknown): Promise<Property[]> {
    const property = await this.getProperty(id);
    return this.prices.withConversions(await this.properties.listSimilar(property, SIMILAR_LIMIT));
  }
}
