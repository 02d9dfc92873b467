import type { Agent, DirectoryAgent } from "#modules/agents/agents.types.js";
import { responseRateLine } from "#shared/response-rate.js";
import { recordContactClick } from "../../lib/contact-click.js";
import type { Json } from "../../lib/json.js";
import { whatsAppLink, whatsAppNumber } from "../../lib/whatsapp.js";
import { agentPageUrl } from "../../queries/agents.js";
import { Photo } from "../photo/photo.js";
import { LinkButton } from "../ui/button.js";
import { Badge, Card } from "../ui/card.js";
import { LicenceChecked } from "./licence-checked.js";
import { StarRating } from "./star-rating.js";
import { ViewingSignalLines } from "./viewing-signal-lines.js";

export const PLACEHOLDER_AGENT_IMAGE = "/images/placeholder-agent.jpg";

/**
 * Spec §2 agent card, plus e-mail and WhatsApp, the way Ghanaians reach an agent, the licence
 * line once it was checked (decision 100), how they answer renters (decisions 101 and 104), and
 * the name linking to the agent's page.
 */
export function AgentCard({ agent: a }: { agent: Json<DirectoryAgent> }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center gap-3">
        <Photo
          sizes="72px"
          maxWidth={320}
          src={a.profileImage ?? PLACEHOLDER_AGENT_IMAGE}
          alt=""
          width={72}
          height={72}
          className="h-18 w-18 rounded-full bg-gray-100 object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            <a
              href={agentPageUrl(a.id)}
              // A finger's target is 44 px tall; the name's own line is 19.
              className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline"
            >
              {a.name}
            </a>
          </h3>
          {a.company ? <p className="text-sm text-muted">{a.company}</p> : null}
          {a.isVerified ? (
            <Badge tone="success" className="mt-1">
              Verified
            </Badge>
          ) : null}
          <LicenceChecked agent={a} className="mt-1 text-sm font-medium text-brand-700" />
        </div>
      </div>
      <StarRating rating={Number(a.rating)} reviewCount={a.reviewCount} />
      <p className="text-sm text-muted">{`${a.propertiesSold} properties sold`}</p>
      {/* Decision 101: shown from MIN_ASKS_FOR_RESPONSE_RATE judged asks, never from one. */}
      {a.responseRate ? (
        <p className="text-sm text-ink">{responseRateLine(a.responseRate)}</p>
      ) : null}
      <ViewingSignalLines signal={a.viewingSignal} />
      {a.bio ? <p className="line-clamp-2 text-sm text-ink">{a.bio}</p> : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <AgentContactButtons agent={a} />
      </div>
    </Card>
  );
}

/** E-mail and WhatsApp, each counted as the agent's lead (decision 84). */
export function AgentContactButtons({ agent: a }: { agent: Json<Agent> }) {
  return (
    <>
      <LinkButton
        href={`mailto:${a.email}`}
        size="sm"
        variant="outline"
        onClick={() => recordContactClick({ agentId: a.id }, "email")}
      >
        Email
      </LinkButton>
      <LinkButton
        href={whatsAppLink(
          `Hello ${a.name}, I found you on Ofie and would like help with a property.`,
          whatsAppNumber(a.phone),
        )}
        size="sm"
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordContactClick({ agentId: a.id }, "whatsapp")}
      >
        WhatsApp
      </LinkButton>
    </>
  );
}
