import { formatPrice } from "../../lib/format.js";

/**
 * The listing's viewing fee as its lister discloses it, said before a request is sent: renters
 * are charged fees they did not expect, and Ofie only repeats what the listing states.
 */
export function viewingFeeText(fee: string | null): string {
  if (fee === null || !Number.isFinite(Number(fee))) return "No viewing fee stated";
  if (Number(fee) === 0) return "No viewing fee, as the lister states it";
  return `Viewing fee: ${formatPrice(fee, "GHS")}, as the lister states it`;
}

export function ViewingFeeLine({ fee }: { fee: string | null }) {
  return <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-ink">{viewingFeeText(fee)}</p>;
}
