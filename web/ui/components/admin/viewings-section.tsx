import type {
  AdminViewings,
  AgentViewings,
  ListingViewings,
  ViewingTally,
} from "#modules/admin/admin-viewings.types.js";
import { formatCount } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useAdminViewings } from "../../queries/admin.js";
import { agentPageUrl } from "../../queries/agents.js";
import { Card, Skeleton } from "../ui/card.js";

/**
 * The tally's columns: a short heading, so that five of them fit a 360 px screen beside the
 * name, with the whole words for screen readers and, where short, in the legend.
 */
const COLUMNS: { key: keyof ViewingTally; short: string; full: string; width: string }[] = [
  { key: "requested", short: "Req.", full: "Requested", width: "w-9" },
  { key: "confirmed", short: "Conf.", full: "Confirmed (or later)", width: "w-10" },
  { key: "done", short: "Done", full: "Done", width: "w-10" },
  { key: "noShows", short: "No-show", full: "No-shows", width: "w-13" },
  { key: "declinedOrCancelled", short: "Off", full: "Declined or cancelled", width: "w-8" },
];
const LEGEND = COLUMNS.filter((c) => c.short !== c.full && c.key !== "noShows")
  .map((c) => `${c.short} = ${c.full.toLowerCase()}`)
  .join(" · ");

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** "9 viewings: 2 waiting for an answer, 3 confirmed, 2 done, 1 no-show, 1 declined or cancelled". */
export function viewingsSummary(byStatus: Json<AdminViewings>["byStatus"]): string {
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  if (total === 0) return "No viewings requested yet";
  const waiting = byStatus.requested + byStatus.proposed;
  return [
    `${plural(total, "viewing")}: ${formatCount(waiting)} waiting for an answer`,
    `${formatCount(byStatus.confirmed)} confirmed`,
    `${formatCount(byStatus.done)} done`,
    plural(byStatus.no_show, "no-show"),
    `${formatCount(byStatus.declined + byStatus.cancelled)} declined or cancelled`,
  ].join(", ");
}

/**
 * Decision 104: what became of the viewings requested, per listing and per agent (the 20 with
 * most requests each), for the admin to see who confirms and who is missed.
 */
export function ViewingsSection() {
  const viewings = useAdminViewings(true);
  const data = viewings.data;
  return (
    <Card className="mt-4 p-3 sm:p-5">
      <section aria-labelledby="admin-viewings" className="flex flex-col gap-3">
        <h2 id="admin-viewings" className="text-lg font-semibold text-ink">
          Viewings
        </h2>
        {data === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <p className="text-sm text-ink">{viewingsSummary(data.byStatus)}</p>
            {data.listings.length > 0 ? (
              <>
                <p className="text-xs text-muted">{LEGEND}</p>
                <TallyTable
                  caption="By listing, most requested first"
                  name="Listing"
                  rows={data.listings.map((l: Json<ListingViewings>) => ({
                    key: l.propertyId,
                    name: l.title,
                    href: `/properties/${l.propertyId}`,
                    tally: l,
                  }))}
                />
                <TallyTable
                  caption="By agent, most requested first"
                  name="Agent"
                  rows={data.agents.map((a: Json<AgentViewings>) => ({
                    key: a.agentId,
                    name: a.name,
                    href: agentPageUrl(a.agentId),
                    tally: a,
                  }))}
                />
              </>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}

interface TallyRow {
  key: number;
  name: string;
  href: string;
  tally: ViewingTally;
}

function TallyTable({ caption, name, rows }: { caption: string; name: string; rows: TallyRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="mb-1 text-left font-medium text-ink">{caption}</caption>
      <colgroup>
        <col />
        {COLUMNS.map((c) => (
          <col key={c.key} className={c.width} />
        ))}
      </colgroup>
      <thead>
        <tr className="border-b border-gray-200 text-xs text-muted">
          <th scope="col" className="py-2 pr-1 font-medium">
            {name}
          </th>
          {COLUMNS.map((c) => (
            <th key={c.key} scope="col" className="px-1 py-2 text-right font-medium">
              {c.short === c.full ? (
                c.full
              ) : (
                <>
                  <span aria-hidden="true">{c.short}</span>
                  <span className="sr-only">{c.full}</span>
                </>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100 last:border-0">
            <th scope="row" className="pr-1 font-normal wrap-anywhere">
              {/* A finger's target is 44 px tall, whatever the name's length. */}
              <a className="flex min-h-11 items-center py-1 text-ink underline" href={row.href}>
                {row.name}
              </a>
            </th>
            {COLUMNS.map((c) => (
              <td key={c.key} className="px-1 py-1 text-right text-ink tabular-nums">
                {formatCount(row.tally[c.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
