// A fixed locale so the server's HTML and the browser's hydration print the same digits.
const cedis = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "450000.00" -> "GH₵450,000" (spec §3: price as GH₵ with thousands separators). */
export function formatPrice(price: string | number): string {
  return `GH₵${cedis.format(Number(price))}`;
}
