import { useEffect, useId, useState } from "react";
import type { Property } from "#modules/listings/listings.types.js";
import { addToCompare, COMPARE_LIMIT, useCompareIds } from "../../compare/compare-store.js";
import { formatListingPrice } from "../../lib/format.js";
import { propertiesUrl } from "../../queries/properties.js";
import { useApiQuery } from "../../queries/seeds.js";
import { Button } from "../ui/button.js";
import { Field, Input } from "../ui/field.js";

/** Find a property by name or area and add it; the add buttons are disabled at 3 (spec §5). */
export function ComparePicker() {
  const id = useId();
  const [search, setSearch] = useState("");
  const ids = useCompareIds();
  const full = ids.length >= COMPARE_LIMIT;
  const query = useSettled(search.trim());
  const { data: results } = useApiQuery<Property[]>(
    query.length >= 2 ? propertiesUrl({ search: query, limit: 5 }) : null,
  );
  return (
    <div className="flex flex-col gap-3">
      <Field
        id={`${id}-search`}
        label="Add a property"
        hint={full ? `You can compare up to ${COMPARE_LIMIT} properties.` : undefined}
      >
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search by title or area"
          value={search}
          aria-describedby={full ? `${id}-search-hint` : undefined}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field>
      {results && results.length === 0 ? (
        <p className="text-sm text-muted">{`No properties match "${query}".`}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {(results ?? []).map((p) => (
          <li
            key={p.id}
            className="flex items-center justify-between gap-3 rounded-lg bg-white p-2"
          >
            <span className="min-w-0 truncate text-sm">
              {p.title} · {formatListingPrice(p, { short: true })}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={full || ids.includes(p.id)}
              onClick={() => addToCompare(p.id)}
              aria-label={`${ids.includes(p.id) ? "Added" : "Add"} ${p.title}`}
            >
              {ids.includes(p.id) ? "Added" : "Add"}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The text once typing pauses, so a search is not sent for every key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
