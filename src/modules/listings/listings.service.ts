import { ValidationError } from "../../shared/errors.js";
import type { Clock } from "../../shared/ports.js";
import { PropertyNotFoundError } from "./listings.errors.js";
import type { PriceConversions, PropertyRepository } from "./listings.ports.js";
import type { Property } from "./listings.types.js";
import { parsePropertyQuery } from "./property-query.js";

/** The property page's "Similar properties": one row of cards. */
export const SIMILAR_LIMIT = 4;

export class ListingsService {
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

  /** GET /api/properties/count: the total behind "N properties found", so Load More knows when to stop. */
  async countProperties(query: unknown): Promise<{ total: number }> {
    const filter = { ...parsePropertyQuery(query), now: this.clock.now() };
    return { total: await this.properties.count(filter) };
  }

  /** The sitemap lists at most 50,000 URLs (the protocol's limit per file). */
  listSitemapEntries(): Promise<{ id: number; updatedAt: Date }[]> {
    return this.properties.listForSitemap(49_000);
  }

  /** An expired or reported listing keeps its page (with a notice); an unpublished one is gone. */
  async getProperty(id: unknown): Promise<Property> {
    const n = typeof id === "string" && /^\d{1,9}$/.test(id) ? Number(id) : id;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1) {
      // An id that can never exist is a missing page to a visitor, not a malformed form.
      if (typeof id === "string") throw new PropertyNotFoundError();
      throw ValidationError.single("propertyId", "propertyId must be a positive whole number");
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
