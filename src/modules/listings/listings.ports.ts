import type { OwnerContact } from "./listing-owner.js";
import type {
  NewProperty,
  Property,
  PropertyChanges,
  PropertyFilter,
  PropertyPin,
  SitemapListing,
} from "./listings.types.js";

/** Adds each property's equivalent in the other currency (the money module's MoneyService). */
export interface PriceConversions {
  withConversions(items: Property[]): Promise<Property[]>;
}

export interface PropertyRepository {
  search(filter: PropertyFilter): Promise<Property[]>;
  /**
   * How many properties the filter selects, whatever its limit and offset; with `upTo`, counting
   * stops there (the answer is at most upTo), so a broad search need not visit every match.
   */
  count(filter: PropertyFilter, upTo?: number): Promise<number>;
  /**
   * The pins of up to `upTo` listings the filter selects (those with a pin inside its bbox,
   * Ghana's box when it has none), in no particular order; limit, offset and sort are ignored.
   */
  pins(filter: PropertyFilter, upTo: number): Promise<PropertyPin[]>;
  findById(id: number): Promise<Property | null>;
  /**
   * Up to `limit` other listings that a search would show, of the same city, type and listing
   * type as `to`, nearest in price first (a yearly rent compared as its monthly share).
   */
  listSimilar(to: Property, limit: number): Promise<Property[]>;
  /** Who submitted the listing and whose agent lists it; null when there is no such listing. */
  findOwnership(id: number): Promise<{ ownerId: number | null; agentId: number | null } | null>;
  /** The owner's contact of a listing submitted by a private owner (decision 56); null otherwise. */
  findOwnerContact(id: number): Promise<OwnerContact | null>;
  create(property: NewProperty): Promise<Property>;
  /** Changes an existing listing (Manage Listings) and returns it as it now is. */
  update(id: number, changes: PropertyChanges): Promise<Property>;
  /** The highest id of a published listing, null when none is: where the sitemap's parts end. */
  lastPublishedId(): Promise<number | null>;
  /** A sitemap part: the published listings with afterId < id ≤ upToId, by id, and last change. */
  listForSitemap(ids: { afterId: number; upToId: number }): Promise<SitemapListing[]>;
}
