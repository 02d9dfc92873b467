import type { ExchangeRateRepository, RateHistory } from "#modules/money/money.ports.js";
import type { ExchangeRate } from "#modules/money/money.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, numeric, rowParser, timestamp } from "../../persistence/row-parser.js";
import { ExchangeRateEntity } from "./exchange-rate.entity.js";

const rateRow = rowParser("exchange rate", { id: int, ghsPerUsd: numeric, setAt: timestamp });
const countRow = rowParser("count", { n: int });

/** The current rate; exported for the bench's anchors, which read it as every listing answer does. */
export const LATEST_RATE = `SELECT id, ghs_per_usd AS "ghsPerUsd", set_at AS "setAt" FROM exchange_rates
       ORDER BY set_at DESC, id DESC LIMIT 1`;

export class TypeOrmExchangeRateRepository implements ExchangeRateRepository, RateHistory {
  constructor(private readonly db: DbContext) {}

  /** Read with every listing served: one statement written out, no query builder to run. */
  async latest(): Promise<ExchangeRate | null> {
    const rows: unknown[] = await this.db.manager.query(LATEST_RATE);
    return rateRow.first(rows);
  }

  async history(): Promise<ExchangeRate[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT id, ghs_per_usd AS "ghsPerUsd", set_at AS "setAt" FROM exchange_rates
       ORDER BY set_at, id`,
    );
    return rateRow.all(rows);
  }

  async add(ghsPerUsd: string, setAt: Date): Promise<ExchangeRate> {
    const repo = this.db.repository(ExchangeRateEntity);
    const saved = await repo.save(repo.create({ ghsPerUsd, setAt }));
    // Read back: the stored numeric(10,4) is what every later conversion uses.
    return toRate(await repo.findOneByOrFail({ id: saved.id }));
  }

  /** One statement over the dollar rows only; the cedi rows' price_ghs never depends on a rate. */
  async repriceDollarListings(ghsPerUsd: string): Promise<number> {
    // A SELECT around the UPDATE: both drivers (pg, PGlite) answer rows the same way.
    const rows: unknown[] = await this.db.manager.query(
      `WITH repriced AS (
         UPDATE properties SET price_ghs = round(price * $1::numeric, 2)
         WHERE price_currency = 'USD' RETURNING 1)
       SELECT count(*)::int AS n FROM repriced`,
      [ghsPerUsd],
    );
    return countRow.first(rows)?.n ?? 0;
  }
}

function toRate(row: ExchangeRate): ExchangeRate {
  return { id: row.id, ghsPerUsd: row.ghsPerUsd, setAt: row.setAt };
}
