import type { Property } from "#modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";
import { absoluteUrl } from "../../lib/site-origin.js";

/** schema.org for a listing: an Offer of a place to live, in the currency it is priced in. */
export function propertyJsonLd(p: Json<Property>, origin: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: p.description,
    url: `${origin}/properties/${p.id}`,
    datePosted: p.createdAt,
    image: p.images.map((src) => absoluteUrl(origin, src)),
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
      priceCurrency: p.priceCurrency ?? "GHS",
      businessFunction:
        p.listingType === "rent"
          ? "http://purl.org/goodrelations/v1#LeaseOut"
          : "http://purl.org/goodrelations/v1#Sell",
    },
  };
  // Listing text is written by owners: with "<" (and its friends) as JSON escapes it can never
  // close the script element it sits in or open an HTML comment, and the JSON still parses the same.
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The listing's <head> extras: its address for sharing and search engines, and the JSON-LD. */
export function PropertyHead({ property, origin }: { property: Json<Property>; origin: string }) {
  const url = `${origin}/properties/${property.id}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see propertyJsonLd
        dangerouslySetInnerHTML={{ __html: propertyJsonLd(property, origin) }}
      />
    </>
  );
}
