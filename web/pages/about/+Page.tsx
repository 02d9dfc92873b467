import { LinkButton } from "../../ui/components/ui/button.js";
import { Card } from "../../ui/components/ui/card.js";

const OFFERS = [
  {
    icon: "🏠",
    title: "Homes to buy and rent",
    text: "Houses, apartments, land and commercial space from Accra and Tema to Kumasi, Takoradi, Cape Coast and Tamale.",
    href: "/properties",
  },
  {
    icon: "🎓",
    title: "Student hostels",
    text: "Hostels near the University of Ghana, KNUST, UCC and other campuses, with prices per semester.",
    href: "/student-hostels",
  },
  {
    icon: "🤝",
    title: "Verified agents",
    text: "Find agents by name or company, read their profiles and send an inquiry in a few taps.",
    href: "/agents",
  },
  {
    icon: "🏦",
    title: "Financing guide",
    text: "Estimate a mortgage, compare partner bank terms and learn how the application works.",
    href: "/financing",
  },
] as const;

/** Spec §1's marketing claims, and nothing beyond them. */
const PROMISES = [
  { figure: "Verified", text: "Agents are verified before they get their badge." },
  { figure: "Free", text: "Basic listings are free." },
  { figure: "GHS 50", text: "Featured or premium listings start from GHS 50." },
  { figure: "24 hours", text: "Contact messages are answered within 24 hours." },
  { figure: "48 hours", text: "Agent applications are reviewed within 48 hours." },
  { figure: "14 days", text: "Blog news is refreshed every 14 days." },
] as const;

export default function Page() {
  return (
    <>
      <section className="bg-brand-800 px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-5xl">About Ofie</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Ofie is Twi for “home”. We are a property marketplace for Ghana, where people find
            homes, land, offices and student hostels to buy or rent, and where owners and agents
            reach them, with every price in Ghana cedi.
          </p>
        </div>
      </section>

      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="mission" className="grid gap-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="mission" className="text-2xl font-bold text-ink">
              Why we built Ofie
            </h2>
            <p className="mt-3 leading-relaxed text-muted">
              Finding a place in Ghana often means driving from viewing to viewing, paying fees to
              middlemen and wondering whether a listing is real. Ofie brings listings, agents and
              practical guides together in one place, so you can compare before you travel and deal
              with people whose details have been checked.
            </p>
            <p className="mt-3 leading-relaxed text-muted">
              We are a marketplace, not a broker: owners and agents publish their properties, and
              you deal with them directly. Our legal pages explain what that means for you.
            </p>
          </div>
          <Card className="bg-brand-50 p-6">
            <h3 className="text-lg font-semibold text-ink">Before you pay anything</h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink">
              <li>Visit the property and meet the owner or agent in person.</li>
              <li>Search the title at the Lands Commission before buying land or a house.</li>
              <li>Get a receipt and a written agreement for every payment.</li>
            </ul>
          </Card>
        </section>

        <section aria-labelledby="offer">
          <h2 id="offer" className="text-2xl font-bold text-ink">
            What you can do on Ofie
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer.title}>
                <a href={offer.href} className="block h-full">
                  <Card className="h-full p-6 transition-shadow hover:shadow-md">
                    <span aria-hidden="true" className="text-3xl">
                      {offer.icon}
                    </span>
                    <h3 className="mt-3 text-lg font-semibold text-brand-700">{offer.title}</h3>
                    <p className="mt-2 text-muted">{offer.text}</p>
                  </Card>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="promises">
          <h2 id="promises" className="text-2xl font-bold text-ink">
            Our promises
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise.figure}>
                <Card className="h-full p-6">
                  <p className="text-2xl font-bold text-brand-700">{promise.figure}</p>
                  <p className="mt-1 text-ink">{promise.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="get-started"
          className="rounded-xl bg-brand-700 px-6 py-10 text-center text-white"
        >
          <h2 id="get-started" className="text-2xl font-bold">
            Ready to find your next home?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-100">
            Browse properties across Ghana, or list your own for free.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton href="/properties" variant="secondary">
              Browse Properties
            </LinkButton>
            <LinkButton href="/list-property" variant="outline">
              List Your Property
            </LinkButton>
            <LinkButton href="/contact" variant="outline">
              Contact Us
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
