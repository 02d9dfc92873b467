import type { ViewingStatus } from "../../shared/viewing-statuses.js";

/** The dashboard's Viewings tables show this many listings and agents, those with most requests. */
export const VIEWINGS_TOP = 20;

/**
 * What became of the viewings requested of one listing or agent: every request; those that
 * reached a confirmed time (confirmed now, done or a no-show); done; no-shows (either side's);
 * declined or cancelled. Requests still waiting for an answer are the rest.
 */
export interface ViewingTally {
  requested: number;
  confirmed: number;
  done: number;
  noShows: number;
  declinedOrCancelled: number;
}

export interface ListingViewings extends ViewingTally {
  propertyId: number;
  title: string;
}

export interface AgentViewings extends ViewingTally {
  agentId: number;
  name: string;
}

/** GET /api/admin/viewings. */
export interface AdminViewings {
  /** Every viewing by its status now, each status present (0 when none). */
  byStatus: Record<ViewingStatus, number>;
  /** The VIEWINGS_TOP listings with most requests, most first. */
  listings: ListingViewings[];
  /** The VIEWINGS_TOP agents with most requests, most first. */
  agents: AgentViewings[];
}
