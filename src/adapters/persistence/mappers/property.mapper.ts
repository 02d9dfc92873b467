import { visibilityOf } from "../../../modules/listings/listing-freshness.js";
import type { Property } from "../../../modules/listings/listings.types.js";
import type { PropertyEntity } from "../entities/property.entity.js";
import { toAgent } from "./agent.mapper.js";

/** `now` judges expiry: the repository passes its Clock's time (decision 13). */
export function toProperty(row: PropertyEntity, now: Date = new Date()): Property {
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
    createdAt: row.createdAt,
    ...visibilityOf(row, now),
  };
}
