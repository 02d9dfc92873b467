import type { Agent } from "#modules/agents/agents.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Card } from "../ui/card.js";
import { LicenceChecked } from "./licence-checked.js";

/**
 * The agent page's licence, in facts only (decision 100): the number an admin checked and when,
 * or that no check is recorded. Never a verdict the record cannot support.
 */
export function AgentLicence({ agent }: { agent: Json<Agent> }) {
  return (
    <Card className="p-5" role="region" aria-labelledby="agent-licence">
      <h2 id="agent-licence" className="text-lg font-semibold text-ink">
        Licence
      </h2>
      {agent.licenseCheckedAt ? (
        <>
          <LicenceChecked agent={agent} className="mt-2 font-medium text-brand-700" />
          <p className="mt-1 text-sm text-muted">
            {`Ofie's team checked this agent's Real Estate Agency Council licence number${agent.licenseNumber ? ` (${agent.licenseNumber})` : ""} on ${formatDate(agent.licenseCheckedAt)}.`}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">
          Ofie has not recorded a licence check for this agent. Ask agents for their licence under
          the Real Estate Agency Act, 2020 (Act 1047).
        </p>
      )}
    </Card>
  );
}
