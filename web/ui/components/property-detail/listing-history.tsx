import {
  changeLine,
  daysOnMarketLine,
  firstListedLine,
  listedBeforeLine,
} from "#modules/listing-history/history-lines.js";
import { formatDate } from "../../lib/format.js";
import { useListingHistory } from "../../queries/listing-history.js";
import { Card } from "../ui/card.js";

/**
 * What no other Ghanaian site shows a renter (decision 99): when the listing first appeared, how
 * long it has been on the market, each price and status change, and its latest confirmation; for
 * a re-listing, when and at what price the same place was listed before, its days counted in
 * (decision 102). Nothing while the history loads or if it cannot be read: the listing stands
 * without it.
 */
export function ListingHistorySection({ propertyId }: { propertyId: number }) {
  const { data: history } = useListingHistory(propertyId);
  if (!history) return null;
  return (
    <Card className="p-5" role="region" aria-labelledby="listing-history">
      <h2 id="listing-history" className="text-lg font-semibold text-ink">
        Listing history
      </h2>
      <p className="mt-2 text-ink">
        {firstListedLine(history)} ·{" "}
        {daysOnMarketLine(history.daysOnMarket, history.listedBefore != null)}
      </p>
      {history.listedBefore ? (
        <p className="mt-1 font-medium text-ink">{listedBeforeLine(history.listedBefore)}</p>
      ) : null}
      {history.lastConfirmedAt ? (
        <p className="mt-1 text-sm text-muted">
          Last confirmed available {formatDate(history.lastConfirmedAt)}
        </p>
      ) : null}
      {history.changes.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-ink">
          {history.changes.map((change) => (
            <li key={`${change.kind}-${change.at}`}>{changeLine(change)}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
