/** Bedrooms, bathrooms and parking, each only when the listing states it (spec §2). */
export function PropertyFacts({
  bedrooms,
  bathrooms,
  parking,
}: {
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
}) {
  const facts = [
    bedrooms != null ? `${bedrooms} bed${bedrooms === 1 ? "" : "s"}` : null,
    bathrooms != null ? `${bathrooms} bath${bathrooms === 1 ? "" : "s"}` : null,
    parking != null ? `${parking} parking` : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
