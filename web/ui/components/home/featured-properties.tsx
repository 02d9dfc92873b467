import { useFeaturedProperties } from "../../queries/home.js";
import { PropertyGrid } from "../property/property-grid.js";
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
      <PropertyGrid properties={properties} placeholders={COUNT} />
    </HomeSection>
  );
}
