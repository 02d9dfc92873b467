import {
  comparisonSentence,
  guideHref,
  type PriceBand,
} from "#modules/price-guide/price-guide.rules.js";
import { formatDate, formatPrice } from "../../lib/format.js";
import { usePriceComparison } from "../../queries/price-guide.js";

const TONE: Record<PriceBand, string> = {
  below: "border-green-700 bg-green-50",
  typical: "border-brand-700 bg-brand-50",
  above: "border-gold-400 bg-yellow-50",
};

/**
 * The property page's "Compared with N similar listings in {area}: …" (decision 70), from the
 * server's seed of the page; nothing when the listing has fewer than 5 comparables.
 */
export function ComparisonBand({ propertyId }: { propertyId: number | string }) {
  const { data } = usePriceComparison(propertyId);
  const c = data?.comparison;
  if (!c) return null;
  const per = c.group.listingType === "rent" ? " a month" : "";
  return (
    <section
      aria-label="Price compared"
      data-band={c.band}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm text-ink ${TONE[c.band]}`}
    >
      <p className="font-semibold">{comparisonSentence(c.comparables, c.area, c.band)}</p>
      <p className="mt-1 text-muted">
        {`Middle range ${formatPrice(c.low)}–${formatPrice(c.high)}${per}, median ${formatPrice(c.median)}; figures updated ${formatDate(c.computedAt)}.`}{" "}
        <a href={guideHref(c.group)} className="font-semibold text-brand-700 underline">
          See the price guide
        </a>
      </p>
    </section>
  );
}
