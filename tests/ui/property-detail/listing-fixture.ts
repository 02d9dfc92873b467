import type { Property } from "../../../src/modules/listings/listings.types.js";
import type { Json } from "../../../src/ui/lib/json.js";

/** A listing as GET /api/properties/{id} sends it; override what a test is about. */
export function listing(overrides: Partial<Json<Property>> = {}): Json<Property> {
  return {
    id: 41,
    title: "4 Bedroom House with Pool in East Legon",
    description: "A walled and gated family home off Lagos Avenue with a swimming pool.",
    price: "3800000.00",
    listingType: "sale",
    rentPeriod: null,
    location: "Lagos Avenue, East Legon",
    city: "Accra",
    region: "Greater Accra",
    propertyType: "house",
    status: "available",
    bedrooms: 4,
    bathrooms: 5,
    parking: 3,
    area: "420.00",
    furnishing: "unfurnished",
    nearUniversities: [],
    images: ["/images/seed/house-1.jpg", "/images/seed/house-2.jpg"],
    amenities: ["Swimming pool", "Borehole"],
    featured: true,
    isFeatured: true,
    agentId: 3,
    agent: {
      id: 3,
      name: "Kwame Asante",
      company: "Legon Heights Realty",
      email: "kwame.asante@agents.ofie.com.gh",
      phone: "+233 24 412 7789",
      profileImage: null,
      rating: "4.8",
      reviewCount: 127,
      propertiesSold: 64,
      bio: null,
      isVerified: true,
    },
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
