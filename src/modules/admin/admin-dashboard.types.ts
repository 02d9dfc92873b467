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
}

export type LeadSource = "newsletter" | "contact" | "inquiry";
export type LeadStatus = "new" | "contacted" | "qualified" | "closed";

export interface Lead {
  /** Unique across sources, e.g. "inquiry-12". */
  id: string;
  email: string;
  source: LeadSource;
  createdAt: Date;
  propertyInterest: string | null;
  status: LeadStatus;
}

export interface RecentProperty {
  id: number;
  title: string;
  location: string;
  price: string;
  priceCurrency: "GHS" | "USD";
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
