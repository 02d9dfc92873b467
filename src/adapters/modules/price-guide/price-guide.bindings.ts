import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { PriceGuideService } from "#modules/price-guide/price-guide.service.js";
import { SqlPriceGuideRepository } from "./sql-price-guide.repository.js";

/** The price guide: asking-price figures by area and kind, and a listing's place among them. */
export const priceGuideBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.PriceGuideRepository).toDynamicValue(onDb(SqlPriceGuideRepository));
  // The money module's rate repository answers the rate history (money.ports.ts's RateHistory).
  bindClass(bind, PriceGuideService, [
    TOKENS.PriceGuideRepository,
    TOKENS.ExchangeRateRepository,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.JobLock,
  ]);
});
