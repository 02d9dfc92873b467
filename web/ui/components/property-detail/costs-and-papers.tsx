import { commissionAboveCommonText } from "#modules/listings/commission-norms.js";
import type { Property } from "#modules/listings/listings.types.js";
import type { Json } from "../../lib/json.js";
import {
  advanceText,
  commissionText,
  feeText,
  legalAdvanceText,
  NOT_STATED,
  TITLE_LABELS,
} from "../property/listing-terms.js";
import { Card } from "../ui/card.js";

/**
 * What a renter or buyer pays and checks before the price: the advance (with the legal limit),
 * the agent's fees (with what is common, decision 100), where exactly the place is, and for land
 * its papers. Unstated is said so.
 */
export function CostsAndPapers({ property: p }: { property: Json<Property> }) {
  const rows: [string, string][] = [];
  const advance = advanceText(p);
  if (advance !== null) rows.push(["Rent advance", advance]);
  rows.push(["Viewing fee", feeText(p.viewingFee)]);
  rows.push(["Agent commission", commissionText(p.commissionPercent)]);
  rows.push(["Digital address (GhanaPostGPS)", p.digitalAddress ?? NOT_STATED]);
  if (p.propertyType === "land") {
    rows.push(["Title", p.titleStatus ? TITLE_LABELS[p.titleStatus] : NOT_STATED]);
  }
  return (
    // A section, not the card's div: only a landmark or widget may be named by aria-labelledby.
    <section aria-labelledby="costs-and-papers">
      <Card className="p-5">
        <h2 id="costs-and-papers" className="text-lg font-semibold text-ink">
          Costs and papers
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className={value === NOT_STATED ? "text-muted italic" : "font-medium text-ink"}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {p.exceedsLegalAdvance && p.rentAdvanceMonths != null ? (
          <p role="note" className="mt-4 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
            <strong>Above the legal limit. </strong>
            {legalAdvanceText(p.rentAdvanceMonths, true)}
          </p>
        ) : null}
        {p.commissionAboveCommon && p.commissionPercent != null ? (
          <p role="note" className="mt-4 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
            <strong>Commission above what is common. </strong>
            {commissionAboveCommonText(p.listingType, p.commissionPercent)}
          </p>
        ) : null}
        {p.propertyType === "land" ? (
          <p className="mt-4 text-sm text-muted">
            Whatever the listing says, do your own search at the Lands Commission before you pay:
            the same land is sometimes sold twice.
          </p>
        ) : null}
      </Card>
    </section>
  );
}
