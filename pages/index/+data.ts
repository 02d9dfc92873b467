import type { PageContextServer } from "vike/types";

export interface FeaturedProperty {
  id: number;
  title: string;
  city: string;
  price: string;
  image: string | null;
}

export type Data = Awaited<ReturnType<typeof data>>;

/** Runs on the server only; the result is serialised into the page, so it holds just what the cards show. */
export async function data(pageContext: PageContextServer) {
  const properties = await pageContext.services.listings.listProperties({
    featured: "true",
    limit: "3",
  });
  const featured: FeaturedProperty[] = properties.map((p) => ({
    id: p.id,
    title: p.title,
    city: p.city,
    price: p.price,
    image: p.images[0] ?? null,
  }));
  return { featured };
}
