import { type Actor, adminName } from "../../shared/actor.js";
import type { Clock } from "../../shared/ports.js";
import type { AdminReadModel, AdminViewingFigures } from "./admin.ports.js";
import {
  type AdminStats,
  type AdminUser,
  LEAD_GROUPS_PAGE_SIZE,
  type Lead,
  type LeadCounts,
  type LeadGroupPage,
  type RecentProperty,
} from "./admin-dashboard.types.js";
import { type AdminViewings, VIEWINGS_TOP } from "./admin-viewings.types.js";
import { pageNumber } from "./page-number.js";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec §9: the dashboard shows 5 recent properties and 10 users; the API sends just those. */
export const RECENT_PROPERTIES = 5;
export const RECENT_USERS = 10;
const LEADS_SHOWN = 100;

export class AdminDashboardService {
  constructor(
    private readonly readModel: AdminReadModel,
    private readonly viewingFigures: AdminViewingFigures,
    private readonly clock: Clock,
  ) {}

  async getStats(actor: Actor): Promise<AdminStats> {
    adminName(actor);
    const since = new Date(this.clock.now().getTime() - WEEK_MS);
    // No payments exist yet, so revenue is honestly zero (spec §9 placeholders).
    return { ...(await this.readModel.stats(since)), monthlyRevenue: 0 };
  }

  async listLeads(actor: Actor): Promise<Lead[]> {
    adminName(actor);
    return this.readModel.leads(LEADS_SHOWN);
  }

  /** The per-source totals above the Leads tab's list. */
  async countLeads(actor: Actor): Promise<LeadCounts> {
    adminName(actor);
    return this.readModel.leadCounts();
  }

  /** The Leads tab's page of leads grouped by day and listing, counted per source. */
  async listLeadGroups(actor: Actor, rawPage?: unknown): Promise<LeadGroupPage> {
    adminName(actor);
    const page = pageNumber(rawPage);
    const size = LEAD_GROUPS_PAGE_SIZE;
    const found = await this.readModel.leadGroups(size, (page - 1) * size);
    return { ...found, page, pageSize: size };
  }

  async listRecentProperties(actor: Actor): Promise<RecentProperty[]> {
    adminName(actor);
    return this.readModel.recentProperties(RECENT_PROPERTIES);
  }

  async listUsers(actor: Actor): Promise<AdminUser[]> {
    adminName(actor);
    return this.readModel.users(RECENT_USERS);
  }

  /** The dashboard's Viewings section: per listing and per agent, most requested first. */
  async listViewings(actor: Actor): Promise<AdminViewings> {
    adminName(actor);
    return this.viewingFigures.viewings(VIEWINGS_TOP);
  }
}
