import type { Property } from "#modules/listings/listings.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";

type Listing = Pick<Json<Property>, "freshness" | "underReview" | "lastConfirmedAt" | "agent">;

/**
 * Decision 13: an expired or reported listing keeps its page, with a notice saying why. After its
 * lister's confirmation or answer to a renter (decision 101), a thank-you.
 */
export function FreshnessNotice({
  property,
  confirmed,
  answered,
}: {
  property: Listing;
  confirmed: boolean;
  /** `?availability=`: the lister's answer just given by its mailed link. */
  answered?: string;
}) {
  const notices: { key: string; text: string; tone: "warn" | "ok" }[] = [];
  if (answered === "yes" && property.freshness === "fresh") {
    notices.push({
      key: "answered",
      tone: "ok",
      text: "Thank you: renters now see that this listing is confirmed as still available.",
    });
  }
  if (answered === "gone") {
    notices.push({
      key: "answered",
      tone: "ok",
      text: "Thank you: this listing is marked as taken and is out of search. Renters who asked see your answer.",
    });
  }
  if (confirmed && property.freshness === "fresh") {
    notices.push({
      key: "confirmed",
      tone: "ok",
      text: "Thank you: this listing is confirmed as still available and is back in search.",
    });
  }
  if (property.freshness === "expired") {
    const who = property.agent ? "the agent" : "the owner";
    notices.push({
      key: "expired",
      tone: "warn",
      text: `This listing may no longer be available — ${who} has not confirmed it since ${formatDate(property.lastConfirmedAt)}.`,
    });
  }
  if (property.underReview) {
    notices.push({
      key: "review",
      tone: "warn",
      text: "Several visitors have reported this listing and our team is reviewing it. Do not pay any money before you have viewed the property.",
    });
  }
  if (notices.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {notices.map((n) => (
        <p
          key={n.key}
          role="status"
          className={
            n.tone === "ok"
              ? "rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900"
              : "rounded-lg border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-ink"
          }
        >
          {n.text}
        </p>
      ))}
    </div>
  );
}
