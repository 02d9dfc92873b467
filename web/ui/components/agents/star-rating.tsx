/** Five stars, filled to the nearest half, with the figure to one decimal (spec §2, §9). */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const filled = Math.round(value);
  return (
    <p className="flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="tracking-tight">
        <span className="text-gold-500">{"★".repeat(filled)}</span>
        <span className="text-gray-300">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="font-semibold text-ink">{value.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      {reviewCount !== undefined ? (
        <span className="text-muted">{`(${reviewCount} reviews)`}</span>
      ) : null}
    </p>
  );
}
