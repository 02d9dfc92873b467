import type { Clock } from "../../shared/ports.js";
import type { AdminReadModel } from "./admin.ports.js";
import type {
  AdminStats,
  AdminUser,
  Lead,
  LeadCounts,
  RecentProperty,
} from "./admin-dashboard.types.js";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec §9: the dashboard shows 5 recent properties and 10 users; the API sends just those. */
export const RECENT_PROPERTIES = 5;
export const RECENT_USERS = 10;
const LEADS_SHOWN = 100;

export class AdminDashboardService {
  constructor(
    private readonly readModel: AdminReadModel,
    private readonly clock: Clock,
  ) {}

  async getStats(): Promise<AdminStats> {
    const since = new Date(this.clock.now().getTime() - WEEK_MS);
    // No payments exist yet, so revenue is honestly zero (spec §9 placeholders).
    return { ...(await this.readModel.stats(since)), monthlyRevenue: 0 };
  }

  listLeads(): Promise<Lead[]> {
    return this.readModel.leads(LEADS_SHOWN);
  }

  /** The per-source totals above the Leads tab's list. */
  countLeads(): Promise<LeadCounts> {
    return this.readModel.leadCounts();
  }

  listRecentProperties(): Promise<RecentProperty[]> {
    return this.readModel.recentProperties(RECENT_PROPERTIES);
  }

  listUsers(): Promise<AdminUser[]> {
    return this.readModel.users(RECENT_USERS);
  }
}
