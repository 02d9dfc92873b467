import { type Actor, adminName } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { AuditTrail } from "../admin/index.js";
import type { ExchangeRateRepository } from "./money.ports.js";
import {
  type ExchangeRate,
  MAX_GHS_PER_USD,
  MIN_GHS_PER_USD,
  type PriceConversion,
  RATE_MESSAGE,
  SetRateInput,
} from "./money.types.js";
import { convertPrice, type Priced, rateText } from "./price-conversion.js";

export interface RateSet {
  rate: string;
  rateDate: string;
  /** Dollar listings whose cedi price (for search and sort) was recomputed. */
  repriced: number;
}

/**
 * The cedi–dollar rate the operator sets (`cli set-rate`), and the equivalents listings show
 * with it. The cedi moves a lot against the dollar, so every equivalent carries its rate's date.
 */
export class MoneyService {
  constructor(
    private readonly rates: ExchangeRateRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  /** Records the rate and reprices dollar listings in the same transaction: searches never mix rates. */
  async setRate(ghsPerUsd: unknown, actor: Actor): Promise<RateSet> {
    const name = adminName(actor);
    const input = await validateInput(SetRateInput, {
      ghsPerUsd: typeof ghsPerUsd === "number" ? String(ghsPerUsd) : ghsPerUsd,
    });
    const value = Number(input.ghsPerUsd);
    if (value < MIN_GHS_PER_USD || value > MAX_GHS_PER_USD) {
      throw ValidationError.single("ghsPerUsd", RATE_MESSAGE);
    }
    return this.tx.run(async () => {
      const rate = await this.rates.add(input.ghsPerUsd, this.clock.now());
      const repriced = await this.rates.repriceDollarListings(rate.ghsPerUsd);
      const set = {
        rate: rateText(rate.ghsPerUsd),
        rateDate: rate.setAt.toISOString().slice(0, 10),
        repriced,
      };
      await this.audit.record(
        name,
        "exchange_rate.set",
        { type: "exchange_rate", id: set.rateDate },
        `GH₵${set.rate} per US$1; ${repriced} dollar listing(s) repriced`,
      );
      return set;
    });
  }

  currentRate(): Promise<ExchangeRate | null> {
    return this.rates.latest();
  }

  /** Each item with its equivalent in the other currency, all from one read of the current rate. */
  async withConversions<T extends Priced>(
    items: T[],
  ): Promise<(T & { priceConversion: PriceConversion | null })[]> {
    if (items.length === 0) return [];
    const rate = await this.rates.latest();
    return items.map((item) => ({ ...item, priceConversion: convertPrice(item, rate) }));
  }
}
