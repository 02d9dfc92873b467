import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { apiRequest, isUnauthorizedError } from "../../lib/api.js";
import {
  useAdminLeadCounts,
  useAdminLeadGroups,
  useAdminLeads,
  useAdminSession,
  useAdminStats,
  useAdminUsers,
  useAgentApplications,
  usePendingListings,
  useRecentProperties,
} from "../../queries/admin.js";
import { useDisputedRelistings } from "../../queries/relistings.js";
import { useReportedListings } from "../../queries/reports.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs.js";
import { AccessDenied, AdminLoading } from "./admin-access.js";
import { AdminStatCards, NO_STATS } from "./admin-stat-cards.js";
import { AgentApplicationsTab } from "./agent-applications-tab.js";
import { AgentLicences } from "./agent-licences.js";
import { AuditLogSection } from "./audit-log-section.js";
import { LeadsTab } from "./leads-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { PropertiesTab } from "./properties-tab.js";
import { UnclaimedAgents } from "./unclaimed-agents.js";
import { UsersTab } from "./users-tab.js";
import { ViewingsSection } from "./viewings-section.js";

/** Spec §2 keeps exactly these five tabs. */
const TABS = [
  ["overview", "Overview"],
  ["leads", "Leads"],
  ["properties", "Properties"],
  ["users", "Users"],
  ["applications", "Agent Applications"],
] as const;
type Tab = (typeof TABS)[number][0];

/**
 * The admin wall as the page sees it: the server's answer (seeded on the first render, asked
 * after a client-side navigation) decides, never a flag the browser keeps (decision 8).
 */
export function AdminPage({ onLoggedOut }: { onLoggedOut: () => void }) {
  const session = useAdminSession();
  if (session.isPending) return <AdminLoading />;
  if (!session.data?.isAdmin) return <AccessDenied />;
  return <AdminDashboard onLoggedOut={onLoggedOut} />;
}

export function AdminDashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [tab, setTab] = useState<Tab>("overview");
  const stats = useAdminStats(true);
  const leads = useAdminLeads(true);
  const leadCounts = useAdminLeadCounts(true);
  const [leadsPage, setLeadsPage] = useState(1);
  const leadGroups = useAdminLeadGroups(true, leadsPage);
  const properties = useRecentProperties(true);
  const users = useAdminUsers(true);
  const applications = useAgentApplications(true);
  const listings = usePendingListings(true);
  const reported = useReportedListings(true);
  const disputed = useDisputedRelistings(true);
  // The session ended on the server (logged out in another tab, expired): the wall is back.
  const reads = [
    stats,
    leads,
    leadCounts,
    leadGroups,
    properties,
    users,
    applications,
    listings,
    reported,
    disputed,
  ];
  if (reads.some((read) => isUnauthorizedError(read.error))) return <AccessDenied />;

  const figures = stats.data ?? NO_STATS;
  const panels: Record<Tab, ReactNode> = {
    overview: (
      <>
        <OverviewTab stats={figures} />
        <ViewingsSection />
      </>
    ),
    leads: (
      <LeadsTab
        leads={leads.data}
        counts={leadCounts.data}
        groups={leadGroups.data}
        onGroupsPage={setLeadsPage}
      />
    ),
    properties: (
      <PropertiesTab
        properties={properties.data}
        submissions={listings.data}
        reported={reported.data}
        disputed={disputed.data}
      />
    ),
    users: <UsersTab users={users.data} />,
    applications: (
      <>
        <AgentApplicationsTab applications={applications.data} />
        <UnclaimedAgents />
        <AgentLicences />
      </>
    ),
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminHeader onLoggedOut={onLoggedOut} />
      <AdminStatCards stats={figures} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {/* On a phone the five tabs scroll sideways inside the strip, with an edge shadow. */}
        <TabsList aria-label="Admin sections" className="scroll-hint-x overscroll-x-contain">
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Every panel is rendered (the server's HTML holds all the data) and the inactive ones hidden. */}
        {TABS.map(([value]) => (
          <TabsContent key={value} value={value} forceMount hidden={value !== tab}>
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
      {/* Below the spec's five tabs rather than a sixth: every decision taken in them lands here. */}
      <AuditLogSection />
    </div>
  );
}

function AdminHeader({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSuccess: onLoggedOut,
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to log out. Please try again.",
        variant: "destructive",
      }),
  });
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-ink">Admin Dashboard</h1>
        <p className="text-muted">Platform statistics, leads, listings, users and agent vetting.</p>
      </div>
      <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
        Logout
      </Button>
    </header>
  );
}
