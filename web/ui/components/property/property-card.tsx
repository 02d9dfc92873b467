import { listingPlace } from "#modules/listings/listing-place.js";
import type { Property } from "#modules/listings/listings.types.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { FavouriteButton } from "../favourites/favourite-button.js";
import { TapToLoadPhoto } from "../photo/tap-to-load-photo.js";
import { Badge, Card } from "../ui/card.js";
import { AvailabilityLine } from "./availability-line.js";
import { CardTerms, PriceConversionLine } from "./listing-terms.js";
import { PropertyFacts } from "./property-facts.js";
import { coverImage } from "./property-image.js";

/**
 * Spec §2 property card; the whole card is one link, the heart sits on top of it. The first
 * card of a results page is above the fold on a phone and its photo is the page's largest
 * paint: `priority` asks for it with the page rather than lazily after the load event.
 */
export function PropertyCard({
  property: p,
  priority = false,
}: {
  property: Json<Property>;
  priority?: boolean;
}) {
  return (
    <Card className="relative flex flex-col overflow-hidden">
      <div className="relative aspect-[3/2] bg-gray-100">
        <TapToLoadPhoto
          label={p.title}
          src={coverImage(p.images)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          maxWidth={640}
          alt=""
          width={600}
          height={400}
          className="h-full w-full object-cover"
          priority={priority}
        />
        <div className="absolute top-3 left-3 flex gap-2">
          {p.isFeatured ? <Badge tone="gold">Featured</Badge> : null}
          <Badge tone={p.status === "available" ? "success" : "secondary"}>{p.status}</Badge>
          {p.recentlyReduced ? <Badge tone="yellow">Reduced</Badge> : null}
        </div>
        <div className="absolute top-2 right-2 z-10">
          <FavouriteButton propertyId={p.id} title={p.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <p className="text-xl font-bold text-brand-800">{formatListingPrice(p)}</p>
          <PriceConversionLine
            conversion={p.priceConversion}
            currency={p.priceCurrency}
            className="text-xs text-muted"
          />
        </div>
        <h3 className="font-semibold text-ink">
          <a href={`/properties/${p.id}`} className="after:absolute after:inset-0 hover:underline">
            {p.title}
          </a>
        </h3>
        <p className="text-sm text-muted">{listingPlace(p)}</p>
        <PropertyFacts bedrooms={p.bedrooms} bathrooms={p.bathrooms} parking={p.parking} />
        <CardTerms property={p} />
        <AvailabilityLine signal={p.availability} className="text-xs" />
        <p className="mt-auto pt-2 text-xs text-muted">
          Listed <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}
