import {
  bedroomsLabel,
  type GuideListingType,
  propertyTypeLabel,
} from "#modules/price-guide/price-guide.rules.js";
import type { GroupFigures } from "#modules/price-guide/price-guide.types.js";
import { formatCount, formatPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";

export const KIND_HEADINGS: Record<GuideListingType, string> = {
  rent: "Rent, GH₵ per month",
  sale: "Sale price, GH₵",
};

/** "East Legon, Accra" or "All of Accra". */
export function groupArea(g: Pick<GroupFigures, "city" | "neighbourhood">): string {
  return g.neighbourhood ? `${g.neighbourhood}, ${g.city}` : `All of ${g.city}`;
}

export function groupKind(g: Pick<GroupFigures, "propertyType" | "bedrooms">): string {
  return `${propertyTypeLabel(g.propertyType)}, ${bedroomsLabel(g.bedrooms).toLowerCase()}`;
}

/** "6 listings", "4 listings, 1 in US$". */
function listingsNote(g: Pick<GroupFigures, "listings" | "dollarListings">): string {
  const count = `${formatCount(g.listings)} listing${g.listings === 1 ? "" : "s"}`;
  return g.dollarListings > 0 ? `${count}, ${g.dollarListings} in US$` : count;
}

/**
 * One kind's figures (rent or sale) as a plain table: the guide itself, readable without
 * JavaScript and by screen readers; the chart above it draws the same numbers.
 */
export function GuideTable({
  kind,
  groups,
}: {
  kind: GuideListingType;
  groups: readonly Json<GroupFigures>[];
}) {
  const headingId = `guide-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {KIND_HEADINGS[kind]}
      </h2>
      <table className="mt-3 w-full rounded-xl border border-gray-200 bg-white text-left text-sm">
        <caption className="sr-only">{`${KIND_HEADINGS[kind]}: median and middle range by area and kind`}</caption>
        <thead className="bg-gray-50 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Area and kind
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Median
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Middle range
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr
              key={`${g.city}|${g.neighbourhood}|${g.propertyType}|${g.bedrooms}`}
              className="border-t border-gray-100 align-top"
            >
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-semibold text-ink">{groupArea(g)}</span>
                <span className="block text-muted">{groupKind(g)}</span>
                <span className="block text-xs text-muted">{listingsNote(g)}</span>
              </th>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-ink">
                {formatPrice(g.median)}
              </td>
              <td className="px-3 py-2 text-right text-ink">
                <span className="whitespace-nowrap">{`${formatPrice(g.low)} –`}</span>{" "}
                <span className="whitespace-nowrap">{formatPrice(g.high)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
