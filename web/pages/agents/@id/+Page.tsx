import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { AgentLicence } from "#web/ui/components/agents/agent-licence.js";
import { AgentProfile } from "#web/ui/components/agents/agent-profile.js";
import { ReportedFees } from "#web/ui/components/agents/reported-fees.js";
import { Card, EmptyState, Skeleton } from "#web/ui/components/ui/card.js";
import { ApiError } from "#web/ui/lib/api.js";
import { useAgent } from "#web/ui/queries/agents.js";

/**
 * One agent: who they are, their licence as Ofie checked it, their whole bio and the fees people
 * reported they asked (decision 100).
 */
export default function Page() {
  const pageContext = usePageContext();
  const id = pageContext.routeParams.id ?? "";
  const { data: agent, isPending, error } = useAgent(id);
  const setConfig = useConfig();

  // The server answers a missing agent with its 404 page; this is a client-side navigation's.
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          title={missing ? "Agent Not Found" : "Something went wrong"}
          text={missing ? "This agent may have left Ofie." : "This agent could not be loaded."}
        >
          <a href="/agents" className="font-semibold text-brand-700 underline">
            Browse agents
          </a>
        </EmptyState>
      </div>
    );
  }
  if (isPending || !agent) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8" aria-busy="true">
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  setConfig({
    title: `${agent.name}${agent.company ? `, ${agent.company}` : ""} — real estate agent | Ofie`,
    description: `${agent.name}${agent.company ? ` of ${agent.company}` : ""}, a real estate agent on Ofie: rating, licence and contact.`,
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <a href="/agents" className="text-sm font-medium text-brand-700 underline">
        All agents
      </a>
      <AgentProfile agent={agent} />
      <div className="grid gap-6 md:grid-cols-2">
        <AgentLicence agent={agent} />
        <ReportedFees agentId={agent.id} />
      </div>
      {agent.bio ? (
        <Card className="p-5">
          <h2 className="text-lg font-semibold text-ink">About</h2>
          <p className="mt-2 whitespace-pre-line text-ink">{agent.bio}</p>
        </Card>
      ) : null}
    </div>
  );
}
