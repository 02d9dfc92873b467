import { useId, useState } from "react";
import { LICENCE_CHECK, LICENCE_WITHDRAW_REASONS } from "#modules/agents/agents.rules.js";
import type { AgentLicence } from "#modules/agents/agents.types.js";
import { fieldErrorsOf } from "../../lib/api.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useAgentLicences, useLicenceDecision } from "../../queries/admin.js";
import { Input } from "../ui/field.js";
import { AdminList } from "./admin-list.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { ReasonField, useReasonDialog } from "./reason-field.js";

type Licence = Json<AgentLicence>;

/** Where the licence stands: "Checked 3 March 2026 by admin#a1b2", or not. */
export function licenceStatus(l: Licence): string {
  if (l.checkedAt) return `Checked ${formatDate(l.checkedAt)} by ${l.checkedBy ?? "an admin"}`;
  return l.licenseNumber ? "Not checked" : "No licence number given";
}

/**
 * Decision 100: the admin checks each agent's Real Estate Agency Council licence number (with
 * the Council, by hand) and records it here; only then do the agent's card and page say
 * "Licence checked". A check can be withdrawn, for a reason mailed to the agent.
 */
export function AgentLicences() {
  const licences = useAgentLicences(true);
  return (
    <div className="mt-6">
      <AdminList title="Agents' licences" items={licences.data} empty="No agents yet">
        {(l) => (
          <li key={l.agentId} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <span className="min-w-0 flex-1 basis-64">
              <span className="font-semibold text-ink">{l.name}</span>
              {l.company ? <span className="text-muted">{`, ${l.company}`}</span> : null}
              <br />
              <span className="text-ink">
                {l.licenseNumber ? `Licence number ${l.licenseNumber}` : "—"}
              </span>
              <span className="text-muted">{` · ${licenceStatus(l)}`}</span>
            </span>
            <CheckDialog licence={l} />
            {l.checkedAt ? <WithdrawDialog licence={l} /> : null}
          </li>
        )}
      </AdminList>
    </div>
  );
}

function CheckDialog({ licence: l }: { licence: Licence }) {
  const decide = useLicenceDecision();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState(l.licenseNumber ?? "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const confirm = () => {
    if (number.trim() === "") {
      setError(LICENCE_CHECK.numberRequired);
      return;
    }
    decide.mutate(
      { agentId: l.agentId, action: "check", licenseNumber: number.trim(), name: l.name },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => {
          const [message] = fieldErrorsOf(failure).licenseNumber ?? [];
          if (message) setError(message);
          else setOpen(false);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setNumber(l.licenseNumber ?? "");
        setError(null);
      }}
      pending={decide.isPending}
      trigger={
        <>
          {l.checkedAt ? "Record a new check" : "Record licence checked"}
          <span className="sr-only"> for {l.name}</span>
        </>
      }
      title={`Record ${l.name}'s licence as checked?`}
      description="Only once you have checked the number with the Real Estate Agency Council. The agent's card and page then say “Licence checked” with today's date."
      confirmLabel="Record as checked"
      pendingLabel="Recording..."
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Licence number you checked
        </label>
        <Input
          id={id}
          value={number}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setNumber(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function WithdrawDialog({ licence: l }: { licence: Licence }) {
  const decide = useLicenceDecision();
  const { open, onOpenChange, reason, outcome } = useReasonDialog(
    LICENCE_CHECK.withdrawReasonRequired,
  );
  const confirm = () => {
    if (!reason.check()) return;
    decide.mutate(
      { agentId: l.agentId, action: "withdraw", reason: reason.value.trim(), name: l.name },
      outcome,
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={decide.isPending}
      danger
      trigger={
        <>
          Withdraw the check<span className="sr-only"> of {l.name}'s licence</span>
        </>
      }
      title={`Withdraw the check of ${l.name}'s licence?`}
      description="Their card and page stop saying “Licence checked”. They are e-mailed the reason below."
      confirmLabel="Withdraw"
      pendingLabel="Withdrawing..."
      onConfirm={confirm}
    >
      <ReasonField
        reason={reason}
        choices={LICENCE_WITHDRAW_REASONS}
        label="Reason (sent to the agent)"
      />
    </ConfirmDialog>
  );
}
