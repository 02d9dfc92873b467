import { reportedFeeLine } from "#modules/reports/reported-fees.rules.js";
import { useAgentReportedFees } from "../../queries/agents.js";
import { Card } from "../ui/card.js";

/**
 * Fees this agent asked for that the listing did not show, as people reported them and Ofie's
 * team upheld them (decision 100): counted, with a typical amount, never a reporter's words.
 * Nothing while they load or if they cannot be read: the page stands without them.
 */
export function ReportedFees({ agentId }: { agentId: number }) {
  const { data } = useAgentReportedFees(agentId);
  if (!data) return null;
  return (
    <Card className="p-5" role="region" aria-labelledby="reported-fees">
      <h2 id="reported-fees" className="text-lg font-semibold text-ink">
        Fees not shown on listings
      </h2>
      {data.fees.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No report of a fee not shown on this agent's listings has been upheld.
        </p>
      ) : (
        <>
          <ul className="mt-2 flex flex-col gap-1 text-ink">
            {data.fees.map((fee) => (
              <li key={fee.kind}>{reportedFeeLine(fee)}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">
            Fees asked that the listing did not show, as reported by people who contacted this agent
            and upheld by Ofie's team after review.
          </p>
        </>
      )}
    </Card>
  );
}
