import { type FormEvent, useId, useState } from "react";
import { filterHostels } from "#modules/hostels/hostel-filter.js";
import type { HostelFilters, StudentHostel } from "#modules/hostels/hostels.types.js";
import { Button } from "../ui/button.js";
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

/** The filters a hostel URL holds: what is not the default, as the page's query. */
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

/** How many filters besides the search text are set: the folded Filters toggle says so. */
function filtersOn(filters: Required<HostelFilters>): number {
  return (Object.keys(DEFAULTS) as (keyof HostelFilters)[]).filter(
    (key) => key !== "search" && filters[key] !== DEFAULTS[key],
  ).length;
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
  const chosen = filtersOn(filters);
  // Read once: the visitor opens and folds it after that, and a re-render must not undo it.
  const [startOpen] = useState(() => chosen > 0);
  const { universities, towns } = hostelChoices(hostels ?? []);
  // The filters already apply as they change: the button folds them and lets the phone's
  // keyboard go, so the hostels they leave fill the screen.
  const showResults = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.currentTarget.querySelector("details")?.removeAttribute("open");
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const results = hostels ? filterHostels(hostels, filters) : undefined;

  return (
    <>
      {/* A GET form: without scripts, Show hostels loads the page with the filters in
          its query, which the server renders from; with them, each change applies at once. */}
      <form
        method="get"
        action="/student-hostels"
        aria-label="Find a hostel"
        onSubmit={showResults}
        className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Field id={`${id}-search`} label="Search">
              <Input
                id={`${id}-search`}
                name="search"
                type="search"
                placeholder="Hostel name or area"
                value={filters.search}
                onChange={(e) => set("search")(e.target.value)}
              />
            </Field>
          </div>
          <Button type="submit">Show hostels</Button>
        </div>
        {/* Folded on a phone so the first hostels show on the first screen; open when the
            address already holds a filter, and always open from lg, where there is room. */}
        <details
          open={startOpen}
          className="mt-2 lg:[&::details-content]:[content-visibility:visible]"
        >
          <summary className="flex h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 lg:hidden">
            {chosen > 0 ? `Filters (${chosen} on)` : "Filters"}
          </summary>
          <div className="grid grid-cols-2 gap-3 pt-1 lg:grid-cols-6 lg:pt-2">
            <Field id={`${id}-university`} label="University">
              <Select
                id={`${id}-university`}
                name="university"
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
                name="location"
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
                name="priceRange"
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
                name="roomType"
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
                name="maxDistance"
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
            <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-ink">
              <input
                type="checkbox"
                name="bedSpacesOnly"
                value="true"
                className="h-5 w-5 shrink-0 accent-brand-700"
                checked={filters.bedSpacesOnly}
                onChange={(e) => setFilters((f) => ({ ...f, bedSpacesOnly: e.target.checked }))}
              />
              Bed spaces left only
            </label>
          </div>
        </details>
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
