import type { ReportedListing } from "#modules/reports/reports.types.js";
import type { Json } from "#web/ui/lib/json.js";
import {
  ADMIN_AGENT_LICENCES_URL,
  ADMIN_APPLICATIONS_URL,
  ADMIN_LEAD_COUNTS_URL,
  ADMIN_LEAD_GROUPS_URL,
  ADMIN_LEADS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_SESSION_URL,
  ADMIN_STATS_URL,
  ADMIN_UNCLAIMED_AGENTS_URL,
  ADMIN_USERS_URL,
  ADMIN_VIEWINGS_URL,
} from "#web/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "#web/ui/queries/audit-log.js";
import { ADMIN_RELISTINGS_URL } from "#web/ui/queries/relistings.js";
import { ADMIN_REPORTS_URL } from "#web/ui/queries/reports.js";

import { APPLICATIONS, LICENCES, UNCLAIMED } from "./admin-agent-fixtures.js";

export { APPLICATIONS, application, LICENCES, UNCLAIMED } from "./admin-agent-fixtures.js";

/** Admin API answers in the JSON shapes the server sends (dates as ISO strings). */
export const STATS = {
  totalUsers: 42,
  totalProperties: 120,
  totalInquiries: 17,
  totalAgents: 8,
  activeListings: 95,
  pendingInquiries: 5,
  weeklySignups: 6,
  monthlyRevenue: 0,
  totalLeads: 115,
};

export const LEADS = [
  lead("contact-1", "new", "kojo@example.com", "contact", null),
  lead("inquiry-2", "contacted", "esi@example.com", "inquiry", "Osu 2-bed flat"),
  lead("newsletter-3", "qualified", "yaw@example.com", "newsletter", null),
  lead("contact-4", "closed", "abena@example.com", "contact", null),
];

export const LEAD_COUNTS = {
  newsletter: 1,
  contact: 2,
  inquiry: 1,
  whatsapp: 0,
  call: 0,
  "email-click": 0,
};

/** Issue 18: the first page of leads grouped by listing and day. */
export const LEAD_GROUPS = {
  groups: [
    {
      day: "2026-11-20",
      propertyId: 7,
      propertyTitle: "Osu 2-bed flat",
      hostelId: null,
      hostelName: null,
      counts: { newsletter: 0, contact: 0, inquiry: 1, whatsapp: 12, call: 0, "email-click": 3 },
      total: 16,
    },
    {
      day: "2026-11-20",
      propertyId: null,
      propertyTitle: null,
      hostelId: null,
      hostelName: null,
      counts: { newsletter: 1, contact: 2, inquiry: 0, whatsapp: 0, call: 0, "email-click": 0 },
      total: 3,
    },
  ],
  page: 1,
  pageSize: 20,
  totalGroups: 2,
  totalLeads: 19,
};

function lead(id: string, status: string, email: string, source: string, interest: string | null) {
  return {
    id,
    email,
    source,
    createdAt: "2026-11-20T14:05:00.000Z",
    propertyInterest: interest,
    agentName: null,
    status,
  };
}

export const PROPERTIES = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  title: `Recent property ${id}`,
  location: "East Legon, Accra",
  price: `${id}50000.00`,
  propertyType: "house",
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  status: id === 1 ? "active" : "available",
}));

export const USERS = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  firstName: i === 0 ? null : `First${i + 1}`,
  lastName: i === 0 ? null : `Last${i + 1}`,
  email: `user${i + 1}@example.com`,
  profileImageUrl: null,
  createdAt: "2026-11-01T09:00:00.000Z",
}));

export const LISTINGS = [
  {
    id: 9,
    title: "Three bedroom house in Ahodwo",
    description: "A family house near the park with a big garden.",
    price: "450000",
    listingType: "sale",
    rentPeriod: null,
    location: "Ahodwo, Kumasi",
    city: "Kumasi",
    region: "Ashanti",
    propertyType: "house",
    bedrooms: 3,
    bathrooms: 2,
    area: null,
    furnished: "no",
    contactName: "Ama Owner",
    contactEmail: "owner@example.com",
    contactPhone: "0201112222",
    additionalInfo: null,
    images: ["/uploads/listings/a.jpg", "/uploads/listings/b.jpg"],
    videos: ["/uploads/listings/v.mp4"],
    status: "pending",
    userId: null,
    propertyId: null,
    decidedAt: null,
    createdAt: "2026-11-22T08:00:00.000Z",
  },
];

/** The moderation queue (decisions 13 and 43): three verified accounts and one visitor reported it. */
export const REPORTED: Json<ReportedListing>[] = [
  {
    propertyId: 48,
    title: "Plot of Land in Jisonayili",
    location: "Jisonayili",
    city: "Tamale",
    countedReporters: 3,
    anonymousReports: 1,
    underReview: true,
    reports: [
      {
        id: 1,
        propertyId: 48,
        reason: "scam",
        note: "Asked for a deposit by mobile money before any viewing.",
        feeKind: null,
        feeAmount: null,
        counted: true,
        createdAt: "2026-11-20T09:00:00.000Z",
      },
      {
        id: 2,
        propertyId: 48,
        reason: "duplicate",
        note: null,
        feeKind: null,
        feeAmount: null,
        counted: true,
        createdAt: "2026-11-21T09:00:00.000Z",
      },
      {
        id: 3,
        propertyId: 48,
        reason: "let-or-sold",
        note: null,
        feeKind: null,
        feeAmount: null,
        counted: true,
        createdAt: "2026-11-22T09:00:00.000Z",
      },
      {
        id: 4,
        propertyId: 48,
        reason: "other",
        note: "Photos are from another town.",
        feeKind: null,
        feeAmount: null,
        counted: false,
        createdAt: "2026-11-22T10:00:00.000Z",
      },
    ],
  },
];

/** Page 1 of the audit log as the server sends it: newest first, 21 entries in all. */
export const AUDIT_LOG = {
  entries: [
    {
      id: 21,
      at: "2026-11-23T14:05:09.120Z",
      actor: "admin#ab12cd34",
      action: "listing_submission.approved",
      targetType: "listing_submission",
      targetId: "7",
      detail: '"Two-bedroom flat at Ahodwo"; published as property #31',
    },
    {
      id: 20,
      at: "2026-11-22T09:30:00.000Z",
      actor: "cli:ama",
      action: "agent_application.rejected",
      targetType: "agent_application",
      targetId: "3",
      detail: "Yaw Boateng",
    },
  ],
  page: 1,
  pageSize: 20,
  total: 21,
};

const NO_STATUS = {
  requested: 0,
  proposed: 0,
  confirmed: 0,
  declined: 0,
  cancelled: 0,
  done: 0,
  no_show: 0,
};
const tally = (requested: number, confirmed: number, done: number, noShows: number) => ({
  requested,
  confirmed,
  done,
  noShows,
  declinedOrCancelled: 1,
});

/** Decision 104: the viewings per listing and per agent, most requested first. */
export const VIEWINGS = {
  byStatus: {
    ...NO_STATUS,
    requested: 1,
    proposed: 1,
    confirmed: 2,
    done: 3,
    no_show: 1,
    declined: 2,
  },
  listings: [
    { propertyId: 7, title: "Osu 2-bed flat", ...tally(6, 4, 2, 1) },
    { propertyId: 9, title: "Three bedroom house in Ahodwo", ...tally(4, 2, 1, 0) },
  ],
  agents: [{ agentId: 3, name: "Kojo Asante", ...tally(10, 6, 3, 1) }],
};
export const NO_VIEWINGS = { byStatus: NO_STATUS, listings: [], agents: [] };

/** A session the server has marked admin, with every admin read already answered. */
export function seededAdmin(overrides: Record<string, unknown> = {}) {
  return {
    [ADMIN_SESSION_URL]: { isAdmin: true },
    [ADMIN_STATS_URL]: STATS,
    [ADMIN_LEADS_URL]: LEADS,
    [ADMIN_LEAD_COUNTS_URL]: LEAD_COUNTS,
    [ADMIN_LEAD_GROUPS_URL]: LEAD_GROUPS,
    [ADMIN_RECENT_PROPERTIES_URL]: PROPERTIES,
    [ADMIN_USERS_URL]: USERS,
    [ADMIN_VIEWINGS_URL]: VIEWINGS,
    [ADMIN_APPLICATIONS_URL]: APPLICATIONS,
    [ADMIN_PENDING_LISTINGS_URL]: LISTINGS,
    [ADMIN_REPORTS_URL]: REPORTED,
    [ADMIN_RELISTINGS_URL]: [],
    [ADMIN_AUDIT_LOG_URL]: AUDIT_LOG,
    [ADMIN_UNCLAIMED_AGENTS_URL]: UNCLAIMED,
    [ADMIN_AGENT_LICENCES_URL]: LICENCES,
    ...overrides,
  };
}

export const EMPTY_ADMIN = seededAdmin({
  [ADMIN_AUDIT_LOG_URL]: { entries: [], page: 1, pageSize: 20, total: 0 },
  [ADMIN_LEADS_URL]: [],
  [ADMIN_LEAD_GROUPS_URL]: { groups: [], page: 1, pageSize: 20, totalGroups: 0, totalLeads: 0 },
  [ADMIN_RECENT_PROPERTIES_URL]: [],
  [ADMIN_USERS_URL]: [],
  [ADMIN_VIEWINGS_URL]: NO_VIEWINGS,
  [ADMIN_APPLICATIONS_URL]: [],
  [ADMIN_PENDING_LISTINGS_URL]: [],
  [ADMIN_REPORTS_URL]: [],
  [ADMIN_UNCLAIMED_AGENTS_URL]: [],
  [ADMIN_AGENT_LICENCES_URL]: [],
});
