import { HomeSection } from "./home-section.js";

const SERVICES = [
  {
    title: "Buy Property",
    text: "Houses, apartments and land for sale across Ghana, priced in cedis.",
    href: "/properties?type=sale",
  },
  {
    title: "Rent Property",
    text: "Apartments, houses and self-contains to let, with the rent period on every listing.",
    href: "/properties?type=rent",
  },
  {
    title: "Student Hostels",
    text: "Rooms near University of Ghana, KNUST, UCC and UG Medical School, priced per semester.",
    href: "/student-hostels",
  },
  {
    title: "Find an Agent",
    text: "Verified agents with ratings and reviews; reach them by e-mail or WhatsApp.",
    href: "/agents",
  },
  {
    title: "Mortgage Calculator",
    text: "Work out the monthly payment, total interest and total cost of a home loan.",
    href: "#mortgage",
  },
  {
    title: "List Your Property",
    text: "Basic listings are free; featured listings start from GHS 50.",
    href: "/list-property",
  },
] as const;

export function ServicesSection() {
  return (
    <HomeSection
      id="services"
      title="Our Services"
      intro="Everything you need to buy, rent or sell property in Ghana, in one place."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((s) => (
          <li
            key={s.title}
            className="relative rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <h3 className="font-semibold text-ink">
              <a href={s.href} className="after:absolute after:inset-0 hover:text-brand-700">
                {s.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-muted">{s.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
