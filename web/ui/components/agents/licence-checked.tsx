import type { Agent } from "#modules/agents/agents.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";

/**
 * "Licence checked 3 March 2026": said only once an admin recorded that the agent's Real Estate
 * Agency Council licence number was checked (decision 100); a number merely given says nothing.
 */
export function licenceCheckedText(agent: Pick<Json<Agent>, "licenseCheckedAt">): string | null {
  return agent.licenseCheckedAt ? `Licence checked ${formatDate(agent.licenseCheckedAt)}` : null;
}

export function LicenceChecked({
  agent,
  className = "text-sm font-medium text-brand-700",
}: {
  agent: Pick<Json<Agent>, "licenseCheckedAt">;
  className?: string;
}) {
  const text = licenceCheckedText(agent);
  if (!text) return null;
  return (
    <p className={className}>
      <span aria-hidden="true">✓ </span>
      {text}
    </p>
  );
}
