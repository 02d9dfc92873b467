import { useSimilarProperties } from "../../queries/properties.js";
import { PropertyGrid } from "../property/property-grid.js";

/**
 * Listings like this one (same city, type and nearest price); nothing at all when there are none.
 * Keyed by the route's id, as the server seeded it.
 */
export function SimilarProperties({ propertyId }: { propertyId: number | string }) {
  const { data } = useSimilarProperties(propertyId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold text-ink">
        Similar properties
      </h2>
      <PropertyGrid properties={data} placeholders={0} columns={4} />
    </section>
  );
}
