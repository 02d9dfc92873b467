import { useId, useState } from "react";
import { filterHostels } from "#modules/hostels/hostel-filter.js";
import type { HostelFilters, StudentHostel } from "#modules/hostels/hostels.types.js";
import { Card, EmptyState, Skeleton } from "../ui/card.js";
import { Field, Input, Select } from "../ui/field.js";
import { HostelCard } from "./hostel-card.js";
import {
  DISTANCE_OPTIONS,
  hostelChoices,
  hostelCountText,
  PRICE_RANGE_OPTIONS,
  ROOM_TYPE_OPTIONS,
} from "./hostel-options.js";

const HOSTEL_SKELETONS = 6;
const DEFAULTS: Required<HostelFilters> = {
  search: "",
  university: "all",
  location: "all",
  priceRange: "all",
  roomType: "all",
  maxDistance: "all",
  bedSpacesOnly: false,
};

/** The filters a hostel URL holds (issue 18): what is not the default, as the page's query. */
export function hostelFiltersFromSearch(search: Record<string, string>): Required<HostelFilters> {
  const text = (key: Exclude<keyof HostelFilters, "bedSpacesOnly">) =>
    search[key]?.trim() || DEFAULTS[key];
  return {
    search: search.search?.trim() ?? "",
    university: text("university"),
    location: text("location"),
    priceRange: text("priceRange"),
    roomType: text("roomType"),
    maxDistance: text("maxDistance"),
    bedSpacesOnly: search.bedSpacesOnly === "true",
  };
}

function hostelsPageUrl(filters: Required<HostelFilters>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== DEFAULTS[key as keyof HostelFilters]) query.set(key, String(value));
  }
  const text = query.toString();
  return `/student-hostels${text ? `?${text}` : ""}`;
}

/**
 * Spec §2/§5: filters applied in the browser to the full list, with the same rule as the API.
 * They live in the URL (read when the page is rendered, replaced as they change), so a reload,
 * Back or a shared link shows the same hostels.
 */
export function HostelFinder({
  hostels,
  search = {},
}: {
  hostels: StudentHostel[] | undefined;
  /** The page URL's query, where the filters are kept. */
  search?: Record<string, string>;
}) {
  const id = useId();
  const [filters, setFiltersState] = useState(() => hostelFiltersFromSearch(search));
  const setFilters = (change: (f: Required<HostelFilters>) => Required<HostelFilters>) => {
    const next = change(filters);
    setFiltersState(next);
    window.history.replaceState(window.history.state, "", hostelsPageUrl(next));
  };
  const set = (key: Exclude<keyof HostelFilters, "bedSpacesOnly">) => (value: string) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const { universities, towns } = hostelChoices(hostels ?? []);
  const results = hostels ? filterHostels(hostels, filters) : undefined;

  return (
    <>
      <form
        aria-label="Find a hostel"
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field id={`${id}-search`} label="Search">
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Hostel name or area"
            value={filters.search}
            onChange={(e) => set("search")(e.target.value)}
          />
        </Field>
        <Field id={`${id}-university`} label="University">
          <Select
            id={`${id}-university`}
            value={filters.university}
            onChange={(e) => set("university")(e.target.value)}
          >
            <option value="all">All universities</option>
            {universities.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-location`} label="Location">
          <Select
            id={`${id}-location`}
            value={filters.location}
            onChange={(e) => set("location")(e.target.value)}
          >
            <option value="all">All locations</option>
            {towns.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-price`} label="Price per semester">
          <Select
            id={`${id}-price`}
            value={filters.priceRange}
            onChange={(e) => set("priceRange")(e.target.value)}
          >
            {PRICE_RANGE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-room`} label="Room type">
          <Select
            id={`${id}-room`}
            value={filters.roomType}
            onChange={(e) => set("roomType")(e.target.value)}
          >
            {ROOM_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-distance`} label="Distance to campus">
          <Select
            id={`${id}-distance`}
            value={filters.maxDistance}
            onChange={(e) => set("maxDistance")(e.target.value)}
          >
            {DISTANCE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex h-11 items-center gap-2 self-end text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={filters.bedSpacesOnly}
            onChange={(e) => setFilters((f) => ({ ...f, bedSpacesOnly: e.target.checked }))}
          />
          Bed spaces left only
        </label>
      </form>
      <section aria-labelledby="hostels-heading" className="mt-6">
        {/* The cards' names are h3: the outline may not skip from the page's h1. */}
        <h2 id="hostels-heading" className="sr-only">
          Hostels
        </h2>
        {results === undefined ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: HOSTEL_SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Card key={i} className="p-4">
                <Skeleton className="aspect-[3/2] w-full" />
                <Skeleton className="mt-3 h-5 w-2/3" />
              </Card>
            ))}
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" aria-live="polite">
              {hostelCountText(results.length)}
            </p>
            {results.length === 0 ? (
              <EmptyState title="No hostels found" text="Try adjusting your search criteria" />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((h) => (
                  <li key={h.id} className="flex">
                    <div className="w-full">
                      <HostelCard hostel={h} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
