/** Spec §3 Admin stats; monthlyRevenue stays 0 until Ofie takes payments. */
export interface AdminStats {
  totalUsers: number;
  totalProperties: number;
  totalInquiries: number;
  totalAgents: number;
  activeListings: number;
  pendingInquiries: number;
  weeklySignups: number;
  monthlyRevenue: number;
  /** Every lead the Leads tab counts, of every source (inquiries are one source among them). */
  totalLeads: number;
}

/** Where a lead came from; "whatsapp", "call" and "email-click" are anonymous button presses. */
export const LEAD_SOURCES = [
  "newsletter",
  "contact",
  "inquiry",
  "whatsapp",
  "call",
  "email-click",
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = "new" | "contacted" | "qualified" | "closed";

export interface Lead {
  /** Unique across sources, e.g. "inquiry-12". */
  id: string;
  /** null for a contact click: nothing personal is stored about who pressed the button. */
  email: string | null;
  source: LeadSource;
  createdAt: Date;
  propertyInterest: string | null;
  /** The agent the lead was sent to (inquiries and contact clicks), when there is one. */
  agentName: string | null;
  status: LeadStatus;
}

/** How many leads each source has brought, all time (the list itself shows the latest 100). */
export type LeadCounts = Record<LeadSource, number>;

/** The Leads tab shows this many groups (one listing on one day) per page. */
export const LEAD_GROUPS_PAGE_SIZE = 20;

/** The leads of one day about one listing (or about none: newsletter and contact form), by source. */
export interface LeadGroup {
  /** The day in Ghana (UTC, no daylight saving), as YYYY-MM-DD. */
  day: string;
  propertyId: number | null;
  propertyTitle: string | null;
  /** A hostel's clicks are grouped by hostel (decision 91); null for every other lead. */
  hostelId: number | null;
  hostelName: string | null;
  counts: LeadCounts;
  total: number;
}

export interface LeadGroupPage {
  groups: LeadGroup[];
  page: number;
  pageSize: number;
  /** How many groups and leads there are in all, across every page. */
  totalGroups: number;
  totalLeads: number;
}

export interface RecentProperty {
  id: number;
  title: string;
  location: string;
  price: string;
  priceCurrency: "GHS" | "USD";
  /** A rent's price is shown with its period, as everywhere (decision 90). */
  listingType: "sale" | "rent";
  rentPeriod: "month" | "year" | null;
  propertyType: string;
  createdAt: Date;
  status: string;
}

export interface AdminUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  createdAt: Date;
}
