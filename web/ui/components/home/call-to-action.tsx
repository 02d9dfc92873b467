import { LinkButton } from "../ui/button.js";

export function CallToAction() {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="px-4 pb-16">
      <div className="mx-auto max-w-7xl rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-12 sm:py-14">
        <h2 id="get-started-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to find your place in Ghana?
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">
          Browse homes, land and hostels today, or list your own property: basic listings are free.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href="/properties" variant="secondary" size="lg">
            Browse Properties
          </LinkButton>
          <LinkButton href="/list-property" variant="outline" size="lg">
            List Your Property
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
