import type { LeadStatus } from "#modules/admin/admin-dashboard.types.js";
import { Badge } from "../ui/card.js";

/** Spec §4: lead badges are blue, yellow, green and gray for new, contacted, qualified, closed. */
const LEAD_TONES = {
  new: "blue",
  contacted: "yellow",
  qualified: "green",
  closed: "gray",
} as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={LEAD_TONES[status] ?? "gray"}>{status}</Badge>;
}

/** Spec §4: approved in the default style, rejected destructive, anything else secondary. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const tone =
    status === "approved" ? "default" : status === "rejected" ? "destructive" : "secondary";
  return <Badge tone={tone}>{status}</Badge>;
}

/** Spec §4: in the admin list 'active' shows in the default badge, other values as secondary. */
export function PropertyStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === "active" ? "default" : "secondary"}>{status}</Badge>;
}
