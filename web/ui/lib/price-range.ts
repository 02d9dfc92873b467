/** Spec §5: a price range is 'min-max', or 'min-plus' with no maximum. */
export function parsePriceRange(range: string): { minPrice?: string; maxPrice?: string } {
  const match = /^(\d+)-(\d+|plus)$/.exec(range);
  if (!match) return {};
  const [, min, max] = match;
  return { minPrice: min, maxPrice: max === "plus" ? undefined : max };
}
