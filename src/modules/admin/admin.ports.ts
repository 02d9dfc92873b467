import type {
  AdminStats,
  AdminUser,
  Lead,
  LeadCounts,
  LeadGroup,
  RecentProperty,
} from "./admin-dashboard.types.js";
import type { AdminViewings } from "./admin-viewings.types.js";

/** Small key/value settings kept in the database (the admin password hash, operator settings). */
export interface SettingsRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  /**
   * Stores `value` unless the key has one, and answers the stored value: of several processes
   * creating the same setting at once, the first to commit wins and all of them get its value.
   */
  setIfAbsent(key: string, value: string): Promise<string>;
}

/** The admin rights kept in the server-side sessions (decision 78). */
export interface AdminSessions {
  /**
   * Takes the admin rights from every session, as an admin logout does: a signed-in user stays
   * signed in, a session that was only the admin's is deleted.
   */
  endAdminRights(): Promise<void>;
}

/** Read-only views over the whole platform, computed from real rows. */
export interface AdminReadModel {
  stats(signupsSince: Date): Promise<Omit<AdminStats, "monthlyRevenue">>;
  leads(limit: number): Promise<Lead[]>;
  leadCounts(): Promise<LeadCounts>;
  /** Leads grouped by day and listing, newest day first, with the totals over every group. */
  leadGroups(
    limit: number,
    offset: number,
  ): Promise<{ groups: LeadGroup[]; totalGroups: number; totalLeads: number }>;
  recentProperties(limit: number): Promise<RecentProperty[]>;
  users(limit: number): Promise<AdminUser[]>;
}

/** Read-only counts over the viewings (decision 104), for the dashboard and /metrics. */
export interface AdminViewingFigures {
  /** Every viewing by status, and the `limit` listings and agents with most requests. */
  viewings(limit: number): Promise<AdminViewings>;
  /** Every viewing by its status now, each status present (0 when none). */
  byStatus(): Promise<AdminViewings["byStatus"]>;
}
