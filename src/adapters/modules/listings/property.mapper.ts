import { commissionAboveCommon } from "#modules/listings/commission-norms.js";
import { availabilitySignal } from "#modules/listings/listing-availability.js";
import { listingOwner } from "#modules/listings/listing-owner.js";
import { exceedsLegalAdvance } from "#modules/listings/listing-terms.js";
import { visibilityOf } from "#modules/listings/listing-visibility.js";
import type { Property } from "#modules/listings/listings.types.js";
import { recentlyReduced } from "#modules/listings/price-reduction.js";
import type { AgentEntity } from "../agents/agent.entity.js";
import { toAgent } from "../agents/agent.mapper.js";
import type { PropertyEntity } from "./property.entity.js";

/**
 * A listing as the mapper reads it: every column the entity selects (not the owner's e-mail nor
 * the sort key, `select: false`) and its agent. The entity is one; a parsed listingRow another.
 */
export type ListingRow = Omit<PropertyEntity, "agent" | "ownerEmail" | "comparablePriceGhs"> & {
  agent: AgentEntity | null;
};

/** `now` judges expiry: the repository passes its Clock's time (decision 13). */
export function toProperty(row: ListingRow, now: Date = new Date()): Property {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    listingType: row.listingType,
    rentPeriod: row.rentPeriod,
    location: row.location,
    city: row.city,
    region: row.region,
    propertyType: row.propertyType,
    status: row.status,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    area: row.area,
    furnishing: row.furnishing,
    nearUniversities: row.nearUniversities ?? [],
    images: row.images ?? [],
    amenities: row.amenities ?? [],
    featured: row.featured,
    isFeatured: row.featured,
    agentId: row.agentId,
    agent: row.agent ? toAgent(row.agent) : null,
    owner: listingOwner(row.agentId !== null, { name: row.ownerName, phone: row.ownerPhone }),
    createdAt: row.createdAt,
    priceCurrency: row.priceCurrency,
    // Filled in by the listings service, which knows the current rate.
    priceConversion: null,
    rentAdvanceMonths: row.rentAdvanceMonths,
    exceedsLegalAdvance: exceedsLegalAdvance(row.rentAdvanceMonths),
    viewingFee: row.viewingFee,
    commissionPercent: row.commissionPercent,
    commissionAboveCommon: commissionAboveCommon(row.listingType, row.commissionPercent),
    digitalAddress: row.digitalAddress,
    titleStatus: row.titleStatus,
    latitude: row.latitude,
    longitude: row.longitude,
    priceReducedAt: row.priceReducedAt,
    recentlyReduced: recentlyReduced(row.priceReducedAt, now),
    availability: availabilitySignal(row, now),
    ...visibilityOf(row, now),
  };
}
