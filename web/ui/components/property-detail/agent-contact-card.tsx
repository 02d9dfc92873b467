import type { PropertyAgent } from "#modules/listings/listings.types.js";
import { ghanaPhone } from "#shared/ghana-phone.js";
import { recordContactClick } from "../../lib/contact-click.js";
import type { Json } from "../../lib/json.js";
import { ghanaPhoneDisplay } from "../../lib/phone.js";
import { listingWhatsAppMessage } from "../../lib/whatsapp.js";
import { agentPageUrl } from "../../queries/agents.js";
import { LicenceChecked } from "../agents/licence-checked.js";
import { CallAndWhatsApp } from "../contact/call-and-whatsapp.js";
import { INFO_EMAIL } from "../contact/contact-details.js";
import { Photo } from "../photo/photo.js";
import { LinkButton } from "../ui/button.js";
import { Badge, Card } from "../ui/card.js";

/** Spec §2/§7: Contact Agent opens a mail draft to the info mailbox naming the agent. */
export function agentMailDraft(agentName: string, propertyTitle: string): string {
  const subject = `Inquiry about ${propertyTitle} - for ${agentName}`;
  const body = `Dear ${agentName},\n\nI am interested in "${propertyTitle}" listed on Ofie. Please contact me with more details.\n\nThank you.`;
  return `mailto:${INFO_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The agent card of a property page: WhatsApp and Call first (the phone is how people
 * here reach an agent), then the mail draft; every button counts as the listing's lead.
 */
export function AgentContactCard({
  agent,
  propertyId,
  propertyTitle,
  propertyUrl,
}: {
  agent: Json<PropertyAgent>;
  propertyId: number;
  propertyTitle: string;
  /** The listing's absolute address, so the message shows the agent which listing is meant. */
  propertyUrl: string;
}) {
  const rating = Number(agent.rating);
  const mailed = () => recordContactClick({ propertyId }, "email");
  const phone = ghanaPhone(agent.phone);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-ink">Listed by</h2>
      <div className="mt-3 flex items-center gap-3">
        <Photo
          sizes="64px"
          maxWidth={320}
          src={agent.profileImage ?? "/images/placeholder-agent.jpg"}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 rounded-full object-cover"
        />
        <div>
          <p className="font-semibold text-ink">
            <a
              href={agentPageUrl(agent.id)}
              className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline"
            >
              {agent.name}
            </a>{" "}
            {agent.isVerified ? <Badge tone="success">Verified</Badge> : null}
          </p>
          {agent.company ? <p className="text-sm text-muted">{agent.company}</p> : null}
          <LicenceChecked agent={agent} />
          <p className="text-sm text-muted">
            <span aria-hidden="true" className="text-gold-500">
              ★
            </span>{" "}
            {`${Number.isFinite(rating) ? rating.toFixed(1) : "0.0"} (${agent.reviewCount} reviews)`}
          </p>
        </div>
      </div>
      <dl className="mt-4 flex flex-col text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">Email</dt>
          <dd>
            <a
              href={`mailto:${agent.email}`}
              onClick={mailed}
              className="inline-flex min-h-11 items-center text-brand-700 underline wrap-anywhere"
            >
              {agent.email}
            </a>
          </dd>
        </div>
        {phone ? (
          <div className="flex min-h-11 items-center gap-2">
            <dt className="text-muted">Phone</dt>
            <dd>{ghanaPhoneDisplay(phone)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <CallAndWhatsApp
          phone={phone}
          message={listingWhatsAppMessage(agent.name, propertyTitle, propertyUrl)}
          target={{ propertyId }}
        />
        <LinkButton
          variant="outline"
          href={agentMailDraft(agent.name, propertyTitle)}
          onClick={mailed}
          className="col-span-2"
        >
          Contact Agent
        </LinkButton>
      </div>
    </Card>
  );
}
