import { formatDate } from "../../lib/format.js";
import { Card } from "../ui/card.js";
import { cn } from "../ui/cn.js";

export interface DashboardCounts {
  saved: number | undefined;
  inquiries: number | undefined;
  awaitingReply: number | undefined;
  memberSince: string;
}

/** Four stat cards, all from the user's own data (a dash until it has loaded). */
export function DashboardStats({ saved, inquiries, awaitingReply, memberSince }: DashboardCounts) {
  const stats = [
    { label: "Saved Properties", value: saved, href: "/favorites" },
    { label: "Inquiries Sent", value: inquiries, href: "/profile" },
    { label: "Awaiting Reply", value: awaitingReply, href: "/profile" },
    // A date in full ("26 November 2026") is wider than a count: it gets a smaller type.
    { label: "Member Since", value: formatDate(memberSince), href: "/profile", words: true },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <Card key={s.label} className="relative flex flex-col-reverse gap-1 p-4 hover:shadow-md">
          <dt className="text-sm text-muted">
            <a href={s.href} className="after:absolute after:inset-0">
              {s.label}
            </a>
          </dt>
          <dd
            className={cn(
              "font-bold text-brand-700",
              "words" in s ? "text-lg leading-tight sm:text-xl" : "text-2xl",
            )}
          >
            {s.value ?? "–"}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
