import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { InquiriesConfig } from "#modules/inquiries/inquiries.config.js";
import { InquiriesService } from "#modules/inquiries/inquiries.service.js";
import { TypeOrmInquiryRepository } from "./typeorm-inquiry.repository.js";

/** Inquiries: a buyer's message about a listing, mailed to its agent. */
export const inquiriesBindings = new ContainerModule(({ bind }) => {
  bind<InquiriesConfig>(TOKENS.InquiriesConfig).toDynamicValue(
    fromConfig(({ infoEmail }) => ({ infoEmail })),
  );
  bind(TOKENS.InquiryRepository).toDynamicValue(onDb(TypeOrmInquiryRepository));
  bindClass(bind, InquiriesService, [
    TOKENS.InquiryRepository,
    TOKENS.PropertyRepository,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.InquiriesConfig,
    TOKENS.UserRepository,
  ]);
});
