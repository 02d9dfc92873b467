import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { ListingOwnership } from "#modules/listings/index.js";
import { RateLimitsService } from "#modules/rate-limits/index.js";
import { type ViewingsConfig, ViewingsService } from "#modules/viewings/index.js";
import { TypeOrmViewingRepository } from "./typeorm-viewing.repository.js";

/** Viewings: requests, the two sides' answers, the mails and the reminders (decision 104). */
export const viewingsBindings = new ContainerModule(({ bind }) => {
  bind<ViewingsConfig>(TOKENS.ViewingsConfig).toDynamicValue(
    fromConfig(({ publicUrl }) => ({ publicUrl })),
  );
  bind(TOKENS.ViewingRepository).toDynamicValue(onDb(TypeOrmViewingRepository));
  bindClass(bind, ViewingsService, [
    TOKENS.ViewingRepository,
    TOKENS.UserRepository,
    ListingOwnership,
    RateLimitsService,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.JobLock,
    TOKENS.ViewingsConfig,
  ]);
});
