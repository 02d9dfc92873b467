import { ContainerModule } from "inversify";
import { TypeOrmInquiryRepository } from "../../adapters/persistence/repositories/typeorm-inquiry.repository.js";
import type { InquiriesConfig } from "../../modules/inquiries/inquiries.config.js";
import { InquiriesService } from "../../modules/inquiries/inquiries.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

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
