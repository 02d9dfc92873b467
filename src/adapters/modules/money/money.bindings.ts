import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AuditTrail } from "#modules/admin/index.js";
import { MoneyService } from "#modules/money/money.service.js";
import { TypeOrmExchangeRateRepository } from "./typeorm-exchange-rate.repository.js";

/** Money: the operator's cedi–dollar rates. */
export const moneyBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ExchangeRateRepository).toDynamicValue(onDb(TypeOrmExchangeRateRepository));
  bindClass(bind, MoneyService, [
    TOKENS.ExchangeRateRepository,
    TOKENS.Transactions,
    TOKENS.Clock,
    AuditTrail,
  ]);
});
