import { useEffect, useState } from "react";
import { recordViewed, type ViewedProperty } from "../../recently-viewed/recently-viewed-store.js";
import { Photo } from "../photo/photo.js";

/**
 * Records this property as viewed and shows the others this browser viewed, as a row of small
 * links. The list lives in local storage, which the server cannot see: so the server and the
 * hydrating render both show nothing, and the row appears after an effect (no mismatch).
 */
export function RecentlyViewed({ current }: { current: ViewedProperty }) {
  const [others, setOthers] = useState<ViewedProperty[]>([]);
  const { id, title, price, city, image } = current;
  useEffect(() => {
    const list = recordViewed({ id, title, price, city, image });
    setOthers(list.filter((v) => v.id !== id));
  }, [id, title, price, city, image]);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id="recently-viewed-heading" className="mb-3 text-lg font-semibold text-ink">
        Recently viewed
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {others.map((v) => (
          <li key={v.id} className="w-44 shrink-0">
            <a
              href={`/properties/${v.id}`}
              className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-2 text-sm shadow-sm hover:border-brand-700"
            >
              <Photo
                sizes="160px"
                maxWidth={320}
                src={v.image}
                alt=""
                width={160}
                height={107}
                className="aspect-[3/2] w-full rounded bg-gray-100 object-cover"
              />
              <span className="line-clamp-1 font-medium text-ink">{v.title}</span>
              <span className="text-xs text-muted">{`${v.price} · ${v.city}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
