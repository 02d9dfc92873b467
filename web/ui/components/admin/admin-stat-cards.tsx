import type { AdminStats } from "#modules/admin/admin-dashboard.types.js";
import { formatPrice } from "../../lib/format.js";
import { Card } from "../ui/card.js";

/** Spec §3: every figure reads 0 until the stats have loaded. */
export const NO_STATS: AdminStats = {
  totalUsers: 0,
  totalProperties: 0,
  totalInquiries: 0,
  totalAgents: 0,
  activeListings: 0,
  pendingInquiries: 0,
  weeklySignups: 0,
  monthlyRevenue: 0,
  totalLeads: 0,
};

/** Spec §9 placeholders: no payments exist yet, so there is no change to report. */
export const REVENUE_CHANGE = "+0%";
export const CONVERSION_RATE = "0%";

export interface Figure {
  label: string;
  value: string | number;
  note?: string;
}

/** Label, value and an optional note, read in that order by a screen reader. */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={className}>
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="text-2xl font-bold text-brand-700">{f.value}</dd>
          {f.note ? <dd className="text-xs text-muted">{f.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export function AdminStatCards({ stats }: { stats: AdminStats }) {
  const cards: Figure[] = [
    { label: "Total Users", value: stats.totalUsers, note: `+${stats.weeklySignups} this week` },
    {
      label: "Total Properties",
      value: stats.totalProperties,
      note: `${stats.activeListings} active listings`,
    },
    {
      label: "Total Inquiries",
      value: stats.totalInquiries,
      // Inquiries are one source of leads: the rest (clicks, newsletter, contact form) are named
      // beside them, so the card and the Leads tab's total read as the same numbers.
      note: `${stats.pendingInquiries} pending · ${stats.totalLeads} leads of every kind`,
    },
    {
      label: "Monthly Revenue",
      value: formatPrice(stats.monthlyRevenue),
      note: `${REVENUE_CHANGE} from last month`,
    },
  ];
  return (
    <section aria-label="Platform statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="p-4">
          <FigureList figures={[card]} />
        </Card>
      ))}
    </section>
  );
}
