import { useData } from "vike-react/useData";
import { formatPrice } from "../format-price.js";
import type { Data } from "./+data.js";

export default function Page() {
  const { featured } = useData<Data>();
  return (
    <section aria-labelledby="featured-heading">
      <h1 id="featured-heading">Featured Properties</h1>
      <ul className="featured-list">
        {featured.map((p) => (
          <li key={p.id}>
            <a href={`/properties/${p.id}`}>
              {p.image ? (
                <img src={p.image} alt="" width={400} height={260} loading="lazy" />
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
