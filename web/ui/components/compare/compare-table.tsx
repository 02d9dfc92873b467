import type { ReactNode } from "react";
import { listingPlace } from "#modules/listings/listing-place.js";
import type { Property } from "#modules/listings/listings.types.js";
import { removeFromCompare } from "../../compare/compare-store.js";
import { formatPriceShort } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useProperty } from "../../queries/properties.js";
import { Photo } from "../photo/photo.js";
import { coverImage } from "../property/property-image.js";
import { Button } from "../ui/button.js";
import { Skeleton } from "../ui/card.js";

type Loaded = { id: number; property?: Json<Property>; missing: boolean };

const dash = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** The facts compared, one row each, in the order a buyer weighs them. */
const ROWS: [string, (p: Json<Property>) => string][] = [
  // Spec §9's short prices; a rent keeps its period, so it never reads as a sale price.
  [
    "Price",
    (p) =>
      `${formatPriceShort(p.price, p.priceCurrency)}${p.listingType === "rent" ? ` / ${p.rentPeriod ?? "month"}` : ""}`,
  ],
  ["Type", (p) => p.propertyType],
  ["Bedrooms", (p) => dash(p.bedrooms)],
  ["Bathrooms", (p) => dash(p.bathrooms)],
  ["Parking", (p) => dash(p.parking)],
  ["Area", (p) => (p.area ? `${Number(p.area).toLocaleString("en-GH")} m²` : "—")],
  ["Location", (p) => listingPlace(p)],
  ["Status", (p) => p.status],
  ["Agent", (p) => p.agent?.name ?? "—"],
];

/**
 * Spec §5: up to three properties side by side, a column each and a row per fact, so values
 * line up to be compared. On a phone the columns scroll sideways inside their own box (the
 * labels stay put), never the page.
 */
export function CompareTable({ ids }: { ids: number[] }) {
  return (
    <WithProperties
      ids={ids}
      loaded={[]}
      render={(columns) => (
        <section
          aria-label="Compared properties"
          // A scrolling box must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll box is the accessible pattern
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-max border-collapse text-left text-sm">
            <caption className="sr-only">Compared properties, a column each</caption>
            <thead>
              <tr>
                <td className="sticky left-0 z-10 w-24 bg-white" />
                {columns.map((c) => (
                  <th key={c.id} scope="col" className="w-48 min-w-48 p-3 align-top font-normal">
                    <ColumnHead column={c} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label} className="border-t border-gray-100">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 w-24 bg-white p-3 font-medium text-muted"
                  >
                    {label}
                  </th>
                  {columns.map((c) => (
                    <td key={c.id} className="p-3 align-top font-medium break-words text-ink">
                      {c.property ? (
                        value(c.property)
                      ) : c.missing ? (
                        "—"
                      ) : (
                        <Skeleton className="h-4 w-20" />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-gray-100">
                <td className="sticky left-0 z-10 bg-white" />
                {columns.map((c) => (
                  <td key={c.id} className="p-3">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => removeFromCompare(c.id)}
                      aria-label={`Remove ${c.property?.title ?? "this property"} from compare`}
                    >
                      Remove
                    </Button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
    />
  );
}

function ColumnHead({ column }: { column: Loaded }) {
  const p = column.property;
  if (column.missing) return <p className="text-muted">This property is no longer listed.</p>;
  if (!p) return <Skeleton className="aspect-[3/2] w-full" />;
  return (
    <div className="flex flex-col gap-2">
      <Photo
        sizes="192px"
        maxWidth={640}
        src={coverImage(p.images)}
        alt=""
        width={600}
        height={400}
        className="aspect-[3/2] w-full rounded-lg object-cover"
      />
      <a href={`/properties/${p.id}`} className="font-semibold text-ink hover:underline">
        {p.title}
      </a>
    </div>
  );
}

/**
 * Loads each compared property with its own query (one component per id keeps the hooks'
 * order fixed however many there are), then hands them all to the table.
 */
function WithProperties({
  ids,
  loaded,
  render,
}: {
  ids: number[];
  loaded: Loaded[];
  render: (columns: Loaded[]) => ReactNode;
}) {
  const [id, ...rest] = ids;
  if (id === undefined) return <>{render(loaded)}</>;
  return <WithProperty key={id} id={id} rest={rest} loaded={loaded} render={render} />;
}

function WithProperty({
  id,
  rest,
  loaded,
  render,
}: {
  id: number;
  rest: number[];
  loaded: Loaded[];
  render: (columns: Loaded[]) => ReactNode;
}) {
  const { data, isError } = useProperty(id);
  return (
    <WithProperties
      ids={rest}
      loaded={[...loaded, { id, property: data, missing: isError }]}
      render={render}
    />
  );
}
