import type { TestRule } from "../../shared/text-rule.js";
import { formatPrice } from "../listings/index.js";

/**
 * Fees an agent asked for that the listing did not show (decision 100): the report's kind and
 * amount, and how an agent's page sums up the reports the team upheld. Plain data and pure
 * functions, so the report dialog and the agent's page read the same words as the API.
 */
export const FEE_KINDS = ["viewing", "commission", "other"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  viewing: "Viewing fee",
  commission: "Commission",
  other: "Another fee",
};

export const FEE_KIND_REQUIRED = `Choose the kind of fee: ${FEE_KINDS.map((k) => FEE_KIND_LABELS[k]).join(", ")}`;

/** GH₵, more than nothing, up to numeric(10,2): eight whole digits and two decimals. */
export const FEE_AMOUNT: TestRule = {
  test: (text) => /^\d{1,8}(\.\d{1,2})?$/.test(text) && Number(text) > 0,
  message: "Enter the amount you were asked for in GH₵, e.g. 50",
};

/** An amount as a form or a script sends it: text trimmed, a number written as text. */
export function feeAmountText(value: unknown): unknown {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : value;
}

/** The middle amount; of an even number of them, the mean of the middle two. */
export function medianOf(amounts: readonly number[]): number {
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * "About" an amount: two significant figures (GH₵47 → 47, GH₵155 → 160, GH₵2,430 → 2,400), so
 * the page gives the order of what was asked and no reporter's exact figure.
 */
export function aboutAmount(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/** One kind of fee an agent was reported to have asked, over its upheld reports. */
export interface ReportedFee {
  kind: FeeKind;
  /** Upheld reports: one per reporter and listing. */
  reports: number;
  /** The median amount asked, rounded by aboutAmount (GH₵). */
  typicalAmount: number;
  /** Every report was of a rental: the reporters are called renters. */
  rentalsOnly: boolean;
}

const FEE_NOUNS: Record<FeeKind, string> = {
  viewing: "a viewing fee",
  commission: "a commission",
  other: "another fee",
};

/** "2 renters reported a viewing fee of about GH₵50"; "1 person reported a commission of about GH₵2,400". */
export function reportedFeeLine(fee: ReportedFee): string {
  const who = fee.rentalsOnly
    ? fee.reports === 1
      ? "renter"
      : "renters"
    : fee.reports === 1
      ? "person"
      : "people";
  return `${fee.reports} ${who} reported ${FEE_NOUNS[fee.kind]} of about ${formatPrice(fee.typicalAmount, "GHS")}`;
}

/** The upheld fee reports of an agent's listings, one kind of fee a line, most reported first. */
export function summariseFees(
  reports: readonly { kind: FeeKind; amount: number; rental: boolean }[],
): ReportedFee[] {
  return FEE_KINDS.flatMap((kind) => {
    const ofKind = reports.filter((r) => r.kind === kind);
    if (ofKind.length === 0) return [];
    return [
      {
        kind,
        reports: ofKind.length,
        typicalAmount: aboutAmount(medianOf(ofKind.map((r) => r.amount))),
        rentalsOnly: ofKind.every((r) => r.rental),
      },
    ];
  }).sort((a, b) => b.reports - a.reports);
}
