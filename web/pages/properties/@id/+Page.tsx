import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { listingPlace } from "#modules/listings/listing-place.js";
import { PhotoGallery } from "#web/ui/components/gallery/photo-gallery.js";
import { ListingLocation } from "#web/ui/components/map/listing-location.js";
import { ComparisonBand } from "#web/ui/components/price-guide/comparison-band.js";
import { AvailabilityLine } from "#web/ui/components/property/availability-line.js";
import { PriceConversionLine } from "#web/ui/components/property/listing-terms.js";
import { PropertyFacts } from "#web/ui/components/property/property-facts.js";
import { coverImage } from "#web/ui/components/property/property-image.js";
import { AgentContactCard } from "#web/ui/components/property-detail/agent-contact-card.js";
import { AvailabilityAskPanel } from "#web/ui/components/property-detail/availability-ask.js";
import { ConfirmListingButton } from "#web/ui/components/property-detail/confirm-listing-button.js";
import { CostsAndPapers } from "#web/ui/components/property-detail/costs-and-papers.js";
import { FreshnessNotice } from "#web/ui/components/property-detail/freshness-notice.js";
import { InquiryForm } from "#web/ui/components/property-detail/inquiry-form.js";
import { ListingHistorySection } from "#web/ui/components/property-detail/listing-history.js";
import { OwnerContactCard } from "#web/ui/components/property-detail/owner-contact-card.js";
import { PropertyActions } from "#web/ui/components/property-detail/property-actions.js";
import { PropertyHead } from "#web/ui/components/property-detail/property-json-ld.js";
import { RecentlyViewed } from "#web/ui/components/property-detail/recently-viewed.js";
import { ReportListingDialog } from "#web/ui/components/property-detail/report-listing-dialog.js";
import { SimilarProperties } from "#web/ui/components/property-detail/similar-properties.js";
import { ShareButton } from "#web/ui/components/share/share-button.js";
import { Badge, Card, EmptyState, Skeleton } from "#web/ui/components/ui/card.js";
import { ViewingPanel } from "#web/ui/components/viewings/viewing-panel.js";
import { ApiError } from "#web/ui/lib/api.js";
import { formatListingPrice } from "#web/ui/lib/format.js";
import { absoluteUrl } from "#web/ui/lib/site-origin.js";
import { useProperty } from "#web/ui/queries/properties.js";

export default function Page() {
  const pageContext = usePageContext();
  const id = pageContext.routeParams.id ?? "";
  const origin = (pageContext.data as { origin?: string } | undefined)?.origin ?? "";
  // The server's origin on the first render (so hydration agrees), the browser's after a navigation.
  const siteOrigin = origin || (typeof window === "undefined" ? "" : window.location.origin);
  const { data: p, isPending, error } = useProperty(id);
  const setConfig = useConfig();

  // The server answers a missing listing with its 404 page; this is a client-side navigation's.
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState title="Something went wrong" text="This property could not be loaded.">
          <a href={`/properties/${id}`} className="font-semibold text-brand-700 underline">
            Try again
          </a>
        </EmptyState>
      </div>
    );
  }
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          title="Property Not Found"
          text="This listing may have been let, sold or removed."
        >
          <a href="/properties" className="font-semibold text-brand-700 underline">
            Browse properties
          </a>
        </EmptyState>
      </div>
    );
  }
  if (isPending || !p) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
        <Skeleton className="aspect-[3/2] w-full" />
      </div>
    );
  }

  const price = formatListingPrice(p);
  setConfig({
    title: `${p.title} — ${p.city} — ${price} | Ofie`,
    description: summary(p.description),
    image: p.images[0] ? absoluteUrl(origin, p.images[0]) : null,
    Head: <PropertyHead property={p} origin={origin} />,
  });

  return (
    <>
      <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <FreshnessNotice
            property={p}
            confirmed={pageContext.urlParsed.search.confirmed === "1"}
            answered={pageContext.urlParsed.search.availability}
          />
          <PhotoGallery images={p.images} title={p.title} />
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{p.title}</h1>
            <p className="text-muted">{listingPlace(p)}</p>
            <div>
              <p className="flex flex-wrap items-center gap-3">
                <span className="text-2xl font-bold text-brand-800">{price}</span>
                {/* As on the card; a let or sold listing says so where its price is read. */}
                <Badge tone={p.status === "available" ? "success" : "secondary"}>{p.status}</Badge>
              </p>
              <PriceConversionLine conversion={p.priceConversion} currency={p.priceCurrency} />
              <AvailabilityLine signal={p.availability} className="mt-1 text-sm" />
              <ComparisonBand propertyId={id} />
            </div>
            <PropertyActions propertyId={p.id} />
            <ShareButton
              data={{
                title: p.title,
                text: `${p.title} — ${price}`,
                url: `${siteOrigin}/properties/${p.id}`,
              }}
            />
          </header>
          <AvailabilityAskPanel property={p} listingUrl={`${siteOrigin}/properties/${p.id}`} />
          <ViewingPanel property={p} />
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-ink">Details</h2>
            <div className="mt-3">
              <PropertyFacts bedrooms={p.bedrooms} bathrooms={p.bathrooms} parking={p.parking} />
            </div>
            {p.area ? (
              <p className="mt-2 text-sm text-muted">{`Area: ${Number(p.area).toLocaleString("en-GH")} m²`}</p>
            ) : null}
            <h2 className="mt-6 text-lg font-semibold text-ink">Description</h2>
            <p className="mt-2 whitespace-pre-line text-ink">{p.description}</p>
            {p.amenities.length > 0 ? (
              <>
                <h2 className="mt-6 text-lg font-semibold text-ink">Amenities</h2>
                <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-ink sm:grid-cols-3">
                  {p.amenities.map((a) => (
                    <li key={a}>✓ {a}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
          <CostsAndPapers property={p} />
          <ListingHistorySection propertyId={p.id} />
          <ListingLocation property={p} />
          <ReportListingDialog propertyId={p.id} title={p.title} />
        </div>
        <aside className="flex flex-col gap-6">
          <ConfirmListingButton property={p} />
          {p.agent ? (
            <AgentContactCard
              agent={p.agent}
              propertyId={p.id}
              propertyTitle={p.title}
              propertyUrl={`${siteOrigin}/properties/${p.id}`}
            />
          ) : p.owner ? (
            <OwnerContactCard
              owner={p.owner}
              propertyId={p.id}
              propertyTitle={p.title}
              listingUrl={`${siteOrigin}/properties/${p.id}`}
            />
          ) : null}
          <Card className="p-5">
            <h2 className="mb-4 text-lg font-semibold text-ink">Send Inquiry</h2>
            <InquiryForm
              propertyId={p.id}
              agentId={p.agentId}
              propertyTitle={p.title}
              recipient={p.agent ? "agent" : p.owner ? "owner" : "team"}
            />
          </Card>
        </aside>
      </article>
      <SimilarProperties propertyId={id} />
      <RecentlyViewed
        current={{ id: p.id, title: p.title, price, city: p.city, image: coverImage(p.images) }}
      />
    </>
  );
}

/** A meta description of at most 160 characters, cut at a word. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, "")}...`;
}
