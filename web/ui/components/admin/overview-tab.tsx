import type { AdminStats } from "#modules/admin/admin-dashboard.types.js";
import { formatPrice } from "../../lib/format.js";
import { Card } from "../ui/card.js";
import { CONVERSION_RATE, FigureList } from "./admin-stat-cards.js";

export function OverviewTab({ stats }: { stats: AdminStats }) {
  const panels = [
    {
      title: "Quick Stats",
      figures: [
        { label: "Active Agents", value: stats.totalAgents },
        { label: "Active Listings", value: stats.activeListings },
        { label: "Pending Inquiries", value: stats.pendingInquiries },
        // What the Leads tab counts: inquiries and every other source.
        { label: "All Leads", value: stats.totalLeads },
      ],
    },
    {
      title: "Growth",
      figures: [
        { label: "Weekly Signups", value: stats.weeklySignups },
        { label: "Monthly Revenue", value: formatPrice(stats.monthlyRevenue) },
        { label: "Conversion Rate", value: CONVERSION_RATE },
      ],
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {panels.map((panel) => (
        <Card key={panel.title} className="p-5">
          <h2 className="mb-4 text-lg font-semibold text-ink">{panel.title}</h2>
          <FigureList figures={panel.figures} className="grid grid-cols-3 gap-4" />
        </Card>
      ))}
    </div>
  );
}
