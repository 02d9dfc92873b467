import { type Actor, signedInUser } from "../../shared/actor.js";
import { provedReplyTo } from "../../shared/mailbox.js";
import type { Mailer, TransactionRunner } from "../../shared/ports.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import type { UserRepository } from "../accounts/index.js";
import type { PropertyRepository } from "../listings/index.js";
import { PropertyNotFoundError } from "../listings/index.js";
import type { InquiriesConfig } from "./inquiries.config.js";
import type { InquiryRepository } from "./inquiries.ports.js";
import { type Inquiry, InquiryInput } from "./inquiries.types.js";
import { inquiryMails } from "./inquiry-mails.js";

export class InquiriesService {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly properties: PropertyRepository,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly config: InquiriesConfig,
    private readonly users: Pick<UserRepository, "findById">,
  ) {}

  async listInquiries(actor: Actor): Promise<Inquiry[]> {
    return this.inquiries.listForUser(signedInUser(actor));
  }

  /**
   * Stores the inquiry and queues its mails (to the agent, or to the owner with a copy to the
   * info mailbox) in one transaction: both or neither; the relay sends them after the commit.
   */
  async sendInquiry(actor: Actor, raw: unknown): Promise<Inquiry> {
    const userId = signedInUser(actor);
    const input = await validateInput(InquiryInput, raw, (i, r) => {
      if (typeof r.propertyId === "string" && /^\d+$/.test(r.propertyId)) {
        i.propertyId = Number(r.propertyId);
      }
    });
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    const owner = property.agent ? null : await this.properties.findOwnerContact(property.id);
    const replyTo = provedReplyTo(await this.users.findById(userId), input.email.trim());
    return this.tx.run(async () => {
      const inquiry = await this.inquiries.create({
        userId,
        propertyId: property.id,
        agentId: property.agent?.id ?? null,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: optionalText(input.phone) ?? null,
        message: input.message.trim(),
      });
      for (const mail of inquiryMails(property, inquiry, owner, this.config.infoEmail, replyTo)) {
        await this.mailer.send(mail);
      }
      return inquiry;
    });
  }
}
