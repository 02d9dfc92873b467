import { formatPrice } from "../../src/ui/lib/format.js";
import { useFeaturedProperties } from "../../src/ui/queries/properties.js";

export default function Page() {
  const { data: featured = [] } = useFeaturedProperties();
  return (
    <section aria-labelledby="featured-heading">
      <h1 id="featured-heading">Featured Properties</h1>
      <ul className="featured-list">
        {featured.map((p) => (
          <li key={p.id}>
            <a href={`/properties/${p.id}`}>
              {p.images[0] ? (
                <img src={p.images[0]} alt="" width={400} height={260} loading="lazy" />
              ) : null}
              <strong>{p.title}</strong>
              <span>{p.city}</span>
              <span>{formatPrice(p.price)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
