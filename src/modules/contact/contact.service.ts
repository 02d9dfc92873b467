import type { Actor } from "../../shared/actor.js";
import { provedReplyToOf } from "../../shared/mailbox.js";
import type { Mailer, TransactionRunner } from "../../shared/ports.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import type { UserRepository } from "../accounts/index.js";
import type { ContactConfig } from "./contact.config.js";
import type { ContactMessageRepository, NewsletterRepository } from "./contact.ports.js";
import { ContactInput, type ContactMessage, NewsletterInput } from "./contact.types.js";

/** The contact form and the newsletter: both stored, both announced to the info mailbox. */
export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly newsletter: NewsletterRepository,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly config: ContactConfig,
    private readonly users: Pick<UserRepository, "findById">,
  ) {}

  /**
   * The info mailbox may answer straight to the sender only at an address the sender proved
   *: anyone can type a stranger's address into the form, and the team's reply would
   * then land in that stranger's inbox.
   */
  async submitContactMessage(actor: Actor, raw: unknown): Promise<ContactMessage> {
    const input = await validateInput(ContactInput, raw, (i) => {
      // Forms send '' for an optional field left empty.
      i.phone = optionalText(i.phone);
      i.inquiryType = optionalText(i.inquiryType);
    });
    const replyTo = await provedReplyToOf(this.users, actor.userId, input.email.trim());
    return this.tx.run(async () => {
      const saved = await this.messages.create({
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone ?? null,
        message: input.message.trim(),
        inquiryType: input.inquiryType ?? null,
      });
      await this.mailer.send({
        to: this.config.infoEmail,
        ...(replyTo ? { replyTo } : {}),
        subject: `Contact message (${saved.inquiryType ?? "general"}) from ${saved.name}`,
        text: [
          saved.message,
          "",
          `Name: ${saved.name}`,
          `Email: ${saved.email}${replyTo ? "" : " (not confirmed)"}`,
          `Phone: ${saved.phone ?? "not given"}`,
          `Inquiry type: ${saved.inquiryType ?? "not given"}`,
          "",
          replyTo
            ? "We promise a reply within 24 hours."
            : "We promise a reply within 24 hours. Their e-mail address is not confirmed, so a reply to this message goes nowhere: check the address before you write to it.",
        ].join("\n"),
      });
      return saved;
    });
  }

  /** A second subscription of the same address is accepted, and kept once. */
  async subscribeToNewsletter(raw: unknown) {
    const input = await validateInput(NewsletterInput, raw);
    return this.tx.run(async () => {
      const result = await this.newsletter.subscribe(input.email.trim());
      if (result.created) {
        await this.mailer.send({
          to: this.config.infoEmail,
          subject: "New newsletter subscriber",
          text: `${result.subscription.email} subscribed to the Ofie newsletter.`,
        });
      }
      return result;
    });
  }
}
