import { navigate } from "vike/client/router";
import { HeroSearch } from "../search/hero-search.js";

/** Spec §2 home, first section: the headline and the hero search form. */
export function HeroSection() {
  return (
    <section
      id="search"
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-4 pt-10 pb-12 text-white sm:pt-16 sm:pb-20"
    >
      <div className="mx-auto max-w-5xl">
        <h1 id="hero-heading" className="text-3xl font-bold sm:text-5xl">
          Find your next home in Ghana
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">
          Houses, apartments, land and student hostels for sale and rent, from Accra to Tamale, with
          verified agents.
        </p>
        <div className="mt-8">
          <HeroSearch onSearch={(url) => navigate(url)} />
        </div>
      </div>
    </section>
  );
}
