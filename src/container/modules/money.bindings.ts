import { ContainerModule } from "inversify";
import { TypeOrmExchangeRateRepository } from "../../adapters/persistence/repositories/typeorm-exchange-rate.repository.js";
import { AuditTrail } from "../../modules/admin/audit-trail.js";
import { MoneyService } from "../../modules/money/money.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

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
