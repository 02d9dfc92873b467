import { LocationBanner } from "../../location/location-banner.js";
import { CallToAction } from "./call-to-action.js";
import { FeaturedAgents } from "./featured-agents.js";
import { FeaturedProperties } from "./featured-properties.js";
import { HeroSection } from "./hero-section.js";
import { LatestPosts } from "./latest-posts.js";
import { MarketAnalysis } from "./market-analysis.js";
import { MortgageSection } from "./mortgage-section.js";
import { ServicesSection } from "./services-section.js";
import { StatsStrip } from "./stats-strip.js";

/** Spec §2 visitor home: the ten sections, in this order. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <section id="location" aria-label="Your location" className="mx-auto max-w-7xl px-4 py-4">
        <LocationBanner />
      </section>
      <StatsStrip />
      <FeaturedProperties />
      <FeaturedAgents />
      <ServicesSection />
      <MarketAnalysis />
      <LatestPosts />
      <MortgageSection />
      <CallToAction />
    </>
  );
}
