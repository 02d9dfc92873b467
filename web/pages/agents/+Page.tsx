import type { FormEvent } from "react";
import { navigate } from "vike/client/router";
import { usePageContext } from "vike-react/usePageContext";
import { AgentCard } from "../../ui/components/agents/agent-card.js";
import { Button, LinkButton } from "../../ui/components/ui/button.js";
import { EmptyState, Skeleton } from "../../ui/components/ui/card.js";
import { Field, Input, Select } from "../../ui/components/ui/field.js";
import {
  type AgentFilters,
  agentFiltersFromSearch,
  agentsPageUrl,
  useAgents,
} from "../../ui/queries/agents.js";

const SORTS = [
  { value: "rating", label: "Highest rated" },
  { value: "sales", label: "Most sales" },
  { value: "reviews", label: "Most reviews" },
  { value: "newest", label: "Newest" },
] as const;

const WHY = [
  [
    "Verified agents",
    "Every agent with a Verified badge was reviewed by our team before approval.",
  ],
  ["Local knowledge", "Agents who know the neighbourhoods, prices and landlords of their towns."],
  ["Reach them your way", "E-mail or WhatsApp an agent straight from their card."],
] as const;

export default function Page() {
  const { urlParsed } = usePageContext();
  const filters = agentFiltersFromSearch(urlParsed.search);
  const { data: agents } = useAgents(filters);
  const go = (next: AgentFilters) => navigate(agentsPageUrl(next), { keepScrollPosition: true });
  const read = (form: HTMLFormElement): AgentFilters => {
    const data = new FormData(form);
    return {
      search: String(data.get("search") ?? "").trim() || undefined,
      sort: String(data.get("sort") ?? ""),
    };
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Find a Real Estate Agent</h1>
      <p className="mt-2 mb-6 text-muted">Agents across Ghana, rated by the people they helped.</p>
      <form
        key={JSON.stringify(filters)}
        method="get"
        action="/agents"
        aria-label="Search agents"
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          go(read(e.currentTarget));
        }}
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]"
      >
        <Field id="agents-search" label="Name or company">
          <Input
            id="agents-search"
            name="search"
            type="search"
            defaultValue={filters.search ?? ""}
          />
        </Field>
        <Field id="agents-sort" label="Sort by">
          <Select
            id="agents-sort"
            name="sort"
            defaultValue={filters.sort ?? "rating"}
            onChange={(e) => e.currentTarget.form && go(read(e.currentTarget.form))}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Search
          </Button>
        </div>
      </form>
      <section aria-labelledby="agents-heading" className="mt-6">
        {/* The cards' names are h3: the outline may not skip from the page's h1. */}
        <h2 id="agents-heading" className="sr-only">
          Agents
        </h2>
        {!agents ? (
          <Skeleton className="h-48 w-full" />
        ) : agents.length === 0 ? (
          <EmptyState title="No Agents Found" text="Try another name or company." />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              {agents.length === 1 ? "1 agent found" : `${agents.length} agents found`}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {agents.map((a) => (
                <li key={a.id}>
                  <AgentCard agent={a} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="mt-12" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold text-ink">
          Why choose an Ofie agent?
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {WHY.map(([title, text]) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-12 rounded-xl bg-brand-800 p-6 text-white sm:p-10">
        <h2 className="text-2xl font-bold">Selling or letting a property?</h2>
        <p className="mt-2 text-brand-100">List it for free and our agents' buyers will see it.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <LinkButton href="/list-property" variant="secondary">
            List Your Property
          </LinkButton>
          <LinkButton href="/agent-registration" variant="outline">
            Become a Verified Agent
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
