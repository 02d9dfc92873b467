import type { DirectoryAgent } from "#modules/agents/agents.types.js";
import { responseRateLine } from "#shared/response-rate.js";
import type { Json } from "../../lib/json.js";
import { Photo } from "../photo/photo.js";
import { Badge, Card } from "../ui/card.js";
import { AgentContactButtons, PLACEHOLDER_AGENT_IMAGE } from "./agent-card.js";
import { LicenceChecked } from "./licence-checked.js";
import { StarRating } from "./star-rating.js";
import { ViewingSignalLines } from "./viewing-signal-lines.js";

/**
 * The head of an agent's page: who they are, how they are rated, how they answer renters
 * (decisions 101 and 104, as on their card), and how to reach them.
 */
export function AgentProfile({ agent: a }: { agent: Json<DirectoryAgent> }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <Photo
        sizes="120px"
        maxWidth={320}
        src={a.profileImage ?? PLACEHOLDER_AGENT_IMAGE}
        alt=""
        width={120}
        height={120}
        className="h-30 w-30 shrink-0 rounded-full bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{a.name}</h1>
        {a.company ? <p className="text-muted">{a.company}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          {a.isVerified ? <Badge tone="success">Verified</Badge> : null}
          <LicenceChecked agent={a} />
        </div>
        <StarRating rating={Number(a.rating)} reviewCount={a.reviewCount} />
        <p className="text-sm text-muted">{`${a.propertiesSold} properties sold`}</p>
        {a.responseRate ? (
          <p className="text-sm text-ink">{responseRateLine(a.responseRate)}</p>
        ) : null}
        <ViewingSignalLines signal={a.viewingSignal} />
        <div className="grid max-w-sm grid-cols-2 gap-2">
          <AgentContactButtons agent={a} />
        </div>
      </div>
    </Card>
  );
}
