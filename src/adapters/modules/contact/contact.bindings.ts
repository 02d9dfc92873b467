import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { ContactConfig } from "#modules/contact/contact.config.js";
import { ContactService } from "#modules/contact/contact.service.js";
import {
  TypeOrmContactMessageRepository,
  TypeOrmNewsletterRepository,
} from "./typeorm-contact.repository.js";

/** Contact messages and newsletter sign-ups, both told to the info mailbox. */
export const contactBindings = new ContainerModule(({ bind }) => {
  bind<ContactConfig>(TOKENS.ContactConfig).toDynamicValue(
    fromConfig(({ infoEmail }) => ({ infoEmail })),
  );
  bind(TOKENS.ContactMessageRepository).toDynamicValue(onDb(TypeOrmContactMessageRepository));
  bind(TOKENS.NewsletterRepository).toDynamicValue(onDb(TypeOrmNewsletterRepository));
  bindClass(bind, ContactService, [
    TOKENS.ContactMessageRepository,
    TOKENS.NewsletterRepository,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.ContactConfig,
    TOKENS.UserRepository,
  ]);
});
