import type { Property } from "../../../modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";

/** schema.org for a listing: an Offer of a place to live, priced in cedis. */
export function propertyJsonLd(p: Json<Property>, origin: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: p.description,
    url: `${origin}/properties/${p.id}`,
    datePosted: p.createdAt,
    image: p.images.map((src) => `${origin}${src}`),
    about: {
      "@type": p.propertyType === "land" ? "Landform" : "Residence",
      address: {
        "@type": "PostalAddress",
        streetAddress: p.location,
        addressLocality: p.city,
        addressRegion: p.region,
        addressCountry: "GH",
      },
    },
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "GHS",
      businessFunction:
        p.listingType === "rent"
          ? "http://purl.org/goodrelations/v1#LeaseOut"
          : "http://purl.org/goodrelations/v1#Sell",
    },
  };
  // "<" escaped: listing text can never close the script element it sits in.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function PropertyJsonLd({ property, origin }: { property: Json<Property>; origin: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see propertyJsonLd
      dangerouslySetInnerHTML={{ __html: propertyJsonLd(property, origin) }}
    />
  );
}
