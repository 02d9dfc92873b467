import { formatDate } from "../../lib/format.js";
import { useSendClaimLink, useUnclaimedAgents } from "../../queries/admin.js";
import { Button } from "../ui/button.js";

/**
 * Approved agents no account holds yet (decisions 43 and 73): after an upgrade each is mailed a
 * claim link once; here the admin sees who has not used it and can send a fresh one.
 */
export function UnclaimedAgents() {
  const unclaimed = useUnclaimedAgents(true);
  const send = useSendClaimLink();
  if (!unclaimed.data || unclaimed.data.length === 0) return null;
  return (
    <section aria-labelledby="unclaimed-agents" className="mt-6 flex flex-col gap-2">
      <h2 id="unclaimed-agents" className="text-lg font-semibold text-ink">
        Agents not linked to an account
      </h2>
      <ul className="divide-y divide-line">
        {unclaimed.data.map((agent) => (
          <li key={agent.agentId} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <span className="min-w-0 flex-1 basis-64">
              <span className="font-semibold text-ink">{agent.name}</span>{" "}
              <span className="wrap-anywhere text-muted">{agent.email}</span>
              <br />
              <span className="text-muted">
                {agent.linkSentAt
                  ? `Not claimed yet, link sent ${formatDate(agent.linkSentAt)}`
                  : "Not claimed yet, no link sent"}
              </span>
            </span>
            <Button
              variant="outline"
              disabled={send.isPending}
              onClick={() => send.mutate({ applicationId: agent.applicationId, name: agent.name })}
            >
              {agent.linkSentAt ? "Send the link again" : "Send a claim link"}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
