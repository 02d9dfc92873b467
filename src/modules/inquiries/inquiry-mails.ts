import type { MailMessage } from "../../shared/ports.js";
import type { OwnerContact, Property } from "../listings/index.js";
import { listingPlace } from "../listings/index.js";
import type { Inquiry } from "./inquiries.types.js";

/**
 * Who hears of an inquiry (decision 56): the listing's agent; else the private owner who listed
 * it, with a copy to the info mailbox (the team follows owners' leads); else the info mailbox.
 */
export function inquiryMails(
  property: Property,
  inquiry: Inquiry,
  owner: OwnerContact | null,
  infoEmail: string,
  replyTo: string | undefined,
): MailMessage[] {
  const mail = (to: string, greeting: string, lead: string[] = []): MailMessage => ({
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: `New inquiry about ${property.title}`,
    text: [
      ...lead,
      `Hello ${greeting},`,
      "",
      ...details(property, inquiry, replyTo !== undefined),
    ].join("\n"),
  });
  if (property.agent) return [mail(property.agent.email, property.agent.name)];
  if (!owner) return [mail(infoEmail, "Ofie team")];
  return [
    mail(owner.email, owner.name),
    {
      ...mail(infoEmail, "Ofie team", [
        `A copy: this inquiry was mailed to the owner, ${owner.name} <${owner.email}>.`,
        "",
      ]),
      subject: `New inquiry about ${property.title} (copy of the owner's)`,
    },
  ];
}

function details(property: Property, inquiry: Inquiry, proved: boolean): string[] {
  return [
    `${inquiry.name} sent an inquiry about "${property.title}" (${listingPlace(property)}), listing #${property.id}.`,
    "",
    inquiry.message,
    "",
    `Email: ${inquiry.email}${proved ? "" : " (not confirmed)"}`,
    `Phone: ${inquiry.phone ?? "not given"}`,
    "",
    proved
      ? "Reply to this message to answer them directly."
      : "Their e-mail address is not confirmed, so a reply to this message goes nowhere: call them, or check the address before you write to it.",
  ];
}
