import { ALERT_FREQUENCIES, type AlertFrequency } from "#modules/alerts/saved-search-rules.js";
import type { SavedSearch } from "#modules/alerts/saved-searches.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { propertiesPageUrl } from "../../queries/properties.js";
import {
  FREQUENCY_LABELS,
  useChangeSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
} from "../../queries/saved-searches.js";
import { Button, LinkButton } from "../ui/button.js";
import { Badge, Skeleton } from "../ui/card.js";
import { Select } from "../ui/field.js";

/** The Preferences tab's saved searches: each links back to its results; frequency, on/off, delete. */
export function SavedSearchList() {
  const { data: searches } = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-heading" id="saved-searches">
      <h2 id="saved-searches-heading" className="mb-2 text-xl font-semibold text-ink">
        Saved searches
      </h2>
      <p className="mb-4 text-sm text-muted">
        We e-mail you new listings that match, instantly or as a daily or weekly digest.
      </p>
      {!searches ? (
        <Skeleton className="h-20 w-full" />
      ) : searches.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-muted">
          <p>No saved searches yet.</p>
          <LinkButton href="/properties" variant="outline" size="sm" className="mt-3">
            Search properties
          </LinkButton>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100">
          {searches.map((s) => (
            <li key={s.id}>
              <SavedSearchItem search={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchItem({ search }: { search: Json<SavedSearch> }) {
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const busy = change.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <a
          href={propertiesPageUrl(search.query)}
          className="font-semibold break-words text-brand-700 hover:underline"
        >
          {search.name}
        </a>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          {search.active ? null : <Badge tone="gray">Unsubscribed</Badge>}
          <span>Saved {formatDate(search.createdAt)}</span>
          {search.lastSentAt ? <span>· last e-mail {formatDate(search.lastSentAt)}</span> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {search.active ? (
          <Select
            aria-label={`Alert frequency for ${search.name}`}
            className="h-11 w-auto text-sm"
            value={search.frequency}
            disabled={busy}
            onChange={(e) =>
              change.mutate({ id: search.id, frequency: e.target.value as AlertFrequency })
            }
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </Select>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => change.mutate({ id: search.id, active: true })}
          >
            Resume alerts<span className="sr-only"> for {search.name}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate(search.id)}>
          Delete<span className="sr-only"> {search.name}</span>
        </Button>
      </div>
    </div>
  );
}
