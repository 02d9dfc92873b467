import { useFeaturedProperties } from "../../queries/home.js";
import { PropertyCard } from "../property/property-card.js";
import { PropertyCardSkeleton } from "../property/property-card-skeleton.js";
import { HomeSection, ViewAll } from "./home-section.js";

const COUNT = 3;

export function FeaturedProperties() {
  const { data: properties } = useFeaturedProperties();
  return (
    <HomeSection
      id="featured-properties"
      title="Featured Properties"
      intro="Hand-picked homes, land and commercial space listed by verified agents."
      action={<ViewAll href="/properties?sort=featured">View all properties</ViewAll>}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {properties
          ? properties.map((p) => (
              <li key={p.id}>
                <PropertyCard property={p} />
              </li>
            ))
          : Array.from({ length: COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
