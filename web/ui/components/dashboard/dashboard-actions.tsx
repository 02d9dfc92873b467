import { Card } from "../ui/card.js";

/** Spec §2 action cards; an agent manages listings, anyone else may apply to become one. */
export function DashboardActions({ isAgent }: { isAgent: boolean }) {
  const actions = [
    { title: "Browse Properties", text: "Search homes, land and hostels.", href: "/properties" },
    { title: "My Favorites", text: "The properties you saved.", href: "/favorites" },
    { title: "My Profile", text: "Your details and activity.", href: "/profile" },
    isAgent
      ? {
          title: "Manage Listings",
          text: "Your listings, their inquiries and WhatsApp and e-mail contacts.",
          href: "/manage-listings",
        }
      : {
          title: "Become Agent",
          text: "Apply to be a verified agent, reviewed within 48 hours.",
          href: "/agent-registration",
        },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
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
