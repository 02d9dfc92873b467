import type { Decision } from "#modules/agents/agents.types.js";
import { useDecision } from "../../queries/admin.js";
import { Button } from "../ui/button.js";

/** Approve and Reject for one pending item; both stay disabled while a decision is on its way. */
export function DecisionButtons({
  kind,
  id,
  subject,
}: {
  kind: "application" | "listing";
  id: number;
  subject: string;
}) {
  const decide = useDecision(kind);
  const send = (status: Decision) => decide.mutate({ id, status });
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={decide.isPending} onClick={() => send("approved")}>
        Approve<span className="sr-only"> {subject}</span>
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={decide.isPending}
        onClick={() => send("rejected")}
      >
        Reject<span className="sr-only"> {subject}</span>
      </Button>
    </div>
  );
}
