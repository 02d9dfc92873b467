import { Card } from "../ui/card.js";
import { cn } from "../ui/cn.js";

/**
 * Spec §2 action cards. Manage Listings is everyone's (decision 56): an agent's listings, or the
 * ones a private owner listed, pending or live; anyone who is no agent may also apply to be one.
 */
export function DashboardActions({ isAgent }: { isAgent: boolean }) {
  const actions = [
    { title: "Browse Properties", text: "Search homes, land and hostels.", href: "/properties" },
    { title: "My Favorites", text: "The properties you saved.", href: "/favorites" },
    { title: "My Profile", text: "Your details and activity.", href: "/profile" },
    {
      title: "Manage Listings",
      text: isAgent
        ? "Your listings, their inquiries and WhatsApp and e-mail contacts."
        : "The properties you listed, awaiting review or live, and who asked about them.",
      href: "/manage-listings",
    },
    ...(isAgent
      ? []
      : [
          {
            title: "Become Agent",
            text: "Apply to be a verified agent, reviewed within 48 hours.",
            href: "/agent-registration",
          },
        ]),
  ];
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-4",
        actions.length > 4 ? "sm:grid-cols-3 lg:grid-cols-5" : "lg:grid-cols-4",
      )}
    >
      {actions.map((a) => (
        <li key={a.href}>
          <Card className="relative h-full p-4 transition-shadow hover:shadow-md">
            <h3 className="font-semibold text-ink">
              <a href={a.href} className="after:absolute after:inset-0 hover:text-brand-700">
                {a.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-muted">{a.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
