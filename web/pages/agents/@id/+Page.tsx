import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { AgentLicence } from "#web/ui/components/agents/agent-licence.js";
import { AgentProfile } from "#web/ui/components/agents/agent-profile.js";
import { ReportedFees } from "#web/ui/components/agents/reported-fees.js";
import { Card } from "#web/ui/components/ui/card.js";
import { ItemLoadFailed, ItemLoading } from "#web/ui/components/ui/item-page-states.js";
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

  if (error) {
    return (
      <ItemLoadFailed
        error={error}
        notFound={{ title: "Agent Not Found", text: "This agent may have left Ofie." }}
        failed="This agent could not be loaded."
        browse={{ href: "/agents", label: "Browse agents" }}
      />
    );
  }
  if (isPending || !agent) return <ItemLoading width="max-w-4xl" block="h-64 w-full" />;

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
