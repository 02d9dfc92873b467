import { type Actor, signedInUser } from "../../shared/actor.js";
import type { Mailer, TransactionRunner } from "../../shared/ports.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import { listingPlace } from "../listings/listing-place.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import type { PropertyRepository } from "../listings/listings.ports.js";
import type { InquiriesConfig } from "./inquiries.config.js";
import type { InquiryRepository } from "./inquiries.ports.js";
import { type Inquiry, InquiryInput } from "./inquiries.types.js";

export class InquiriesService {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly properties: PropertyRepository,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly config: InquiriesConfig,
  ) {}

  async listInquiries(actor: Actor): Promise<Inquiry[]> {
    return this.inquiries.listForUser(signedInUser(actor));
  }

  /** Stores the inquiry and mails the property's agent in one transaction: both or neither. */
  async sendInquiry(actor: Actor, raw: unknown): Promise<Inquiry> {
    const userId = signedInUser(actor);
    const input = await validateInput(InquiryInput, raw, (i, r) => {
      if (typeof r.propertyId === "string" && /^\d+$/.test(r.propertyId)) {
        i.propertyId = Number(r.propertyId);
      }
    });
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    const phone = optionalText(input.phone) ?? null;
    return this.tx.run(async () => {
      const inquiry = await this.inquiries.create({
        userId,
        propertyId: property.id,
        agentId: property.agent?.id ?? null,
        name: input.name.trim(),
        email: input.email.trim(),
        phone,
        message: input.message.trim(),
      });
      await this.mailer.send({
        // A property without an agent is answered by the Ofie team itself.
        to: property.agent?.email ?? this.config.infoEmail,
        replyTo: inquiry.email,
        subject: `New inquiry about ${property.title}`,
        text: [
          `Hello ${property.agent?.name ?? "Ofie team"},`,
          "",
          `${inquiry.name} sent an inquiry about "${property.title}" (${listingPlace(property)}), listing #${property.id}.`,
          "",
          inquiry.message,
          "",
          `Email: ${inquiry.email}`,
          `Phone: ${phone ?? "not given"}`,
          "",
          "Reply to this message to answer them directly.",
        ].join("\n"),
      });
      return inquiry;
    });
  }
}
