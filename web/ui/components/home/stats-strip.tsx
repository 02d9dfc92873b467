/**
 * Only the promises of spec §1, not property or agent counts: the old screens disagreed on
 * those (spec §9), and a figure that cannot be checked would not earn a buyer's trust.
 */
const FACTS = [
  { figure: "10", label: "regions to search, from Greater Accra to Upper West" },
  { figure: "Verified", label: "agents, reviewed within 48 hours of applying" },
  { figure: "Free", label: "basic listings; featured listings from GHS 50" },
  { figure: "24 hours", label: "to answer your messages and listings" },
] as const;

export function StatsStrip() {
  return (
    <section
      id="stats"
      aria-label="Ofie at a glance"
      className="border-y border-gray-200 bg-white px-4 py-8"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 lg:grid-cols-4">
        {FACTS.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse gap-1 text-center">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{fact.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
