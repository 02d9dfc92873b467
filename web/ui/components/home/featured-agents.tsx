import { useFeaturedAgents } from "../../queries/home.js";
import { AgentCard } from "../agents/agent-card.js";
import { Skeleton } from "../ui/card.js";
import { HomeSection, ViewAll } from "./home-section.js";

const COUNT = 4;

export function FeaturedAgents() {
  const { data: agents } = useFeaturedAgents();
  return (
    <HomeSection
      id="featured-agents"
      title="Featured Agents"
      intro="Agents who know their neighbourhoods, rated by the people they helped."
      action={<ViewAll href="/agents">See all agents</ViewAll>}
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {agents
          ? agents.map((a) => (
              <li key={a.id}>
                <AgentCard agent={a} />
              </li>
            ))
          : Array.from({ length: COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={i}>
                <Skeleton className="h-64 w-full" />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
