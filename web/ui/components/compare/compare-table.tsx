import type { ReactNode } from "react";
import { listingPlace } from "#modules/listings/listing-place.js";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "#modules/listings/listings.rules.js";
import type { Property } from "#modules/listings/listings.types.js";
import { removeFromCompare } from "../../compare/compare-store.js";
import { formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useProperty } from "../../queries/properties.js";
import { Photo } from "../photo/photo.js";
import {
  advanceText,
  commissionText,
  feeText,
  legalAdvanceText,
  NOT_STATED,
} from "../property/listing-terms.js";
import { coverImage } from "../property/property-image.js";
import { Button } from "../ui/button.js";
import { Skeleton } from "../ui/card.js";
import { cn } from "../ui/cn.js";

type Loaded = { id: number; property?: Json<Property>; missing: boolean };

const dash = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A price in full with its period, the period kept whole when a narrow column wraps it. */
function Price({ property: p }: { property: Json<Property> }) {
  const [figure, period] = formatListingPrice(p, { short: true }).split(" / ");
  return period ? (
    <>
      {figure} <span className="whitespace-nowrap">{`/ ${period}`}</span>
    </>
  ) : (
    figure
  );
}

/** A term as the property page states it; "not stated" muted, as there. */
function Term({ text }: { text: string }) {
  return text === NOT_STATED ? <span className="font-normal text-muted italic">{text}</span> : text;
}

/** The rent advance, flagged above the legal limit as the cards flag it; a dash for a sale. */
function Advance({ property: p }: { property: Json<Property> }) {
  const text = advanceText(p);
  if (text === null) return "—";
  return (
    <>
      <Term text={text} />
      {p.exceedsLegalAdvance && p.rentAdvanceMonths != null ? (
        <span
          className="mt-1 block rounded-md bg-yellow-50 px-1.5 py-0.5 text-xs font-semibold text-yellow-900"
          title={legalAdvanceText(p.rentAdvanceMonths, true)}
        >
          {legalAdvanceText(p.rentAdvanceMonths, false)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The facts compared, one row each, in the order a buyer weighs them: the price in full (only a
 * million or more shortened) with a rent's period (decision 90), then what else is paid up front,
 * as the property page's "Costs and papers" says it.
 */
const ROWS: [string, (p: Json<Property>) => ReactNode][] = [
  ["Price", (p) => <Price property={p} />],
  ["Rent advance", (p) => <Advance property={p} />],
  ["Viewing fee", (p) => <Term text={feeText(p.viewingFee)} />],
  ["Agent commission", (p) => <Term text={commissionText(p.commissionPercent)} />],
  [
    "Type",
    (p) => PROPERTY_TYPE_LABELS[p.propertyType as PropertyType] ?? capitalised(p.propertyType),
  ],
  ["Bedrooms", (p) => dash(p.bedrooms)],
  ["Bathrooms", (p) => dash(p.bathrooms)],
  ["Parking", (p) => dash(p.parking)],
  ["Area", (p) => (p.area ? `${Number(p.area).toLocaleString("en-GH")} m²` : "—")],
  ["Location", (p) => listingPlace(p)],
  ["Status", (p) => capitalised(p.status)],
  ["Agent", (p) => p.agent?.name ?? "—"],
];

/** The labels' column stays put while the listings scroll under it; its edge shows where. */
const LABEL_CELL =
  "sticky left-0 z-10 w-20 min-w-20 bg-white shadow-[1px_0_0_#e5e7eb] sm:w-28 sm:min-w-28";
/** Two listings beside the labels on a 360 px phone, the third a scroll away. */
const VALUE_CELL = "w-30 min-w-30 p-2 align-top sm:w-48 sm:min-w-48 sm:p-3";

/**
 * Spec §5: up to three properties side by side, a column each and a row per fact, so values
 * line up to be compared. On a phone the columns scroll sideways inside their own box under the
 * labels, which stay put, never the page.
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
                <td className={LABEL_CELL} />
                {columns.map((c) => (
                  <th key={c.id} scope="col" className={cn(VALUE_CELL, "font-normal")}>
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
                    className={cn(LABEL_CELL, "p-2 align-top font-medium text-muted sm:p-3")}
                  >
                    {label}
                  </th>
                  {columns.map((c) => (
                    <td key={c.id} className={cn(VALUE_CELL, "font-medium break-words text-ink")}>
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
                <td className={LABEL_CELL} />
                {columns.map((c) => (
                  <td key={c.id} className={VALUE_CELL}>
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
        sizes="(min-width: 640px) 192px, 120px"
        maxWidth={640}
        src={coverImage(p.images)}
        alt=""
        width={600}
        height={400}
        className="aspect-[3/2] w-full rounded-lg object-cover"
      />
      <a
        href={`/properties/${p.id}`}
        className="font-semibold break-words text-ink hover:underline"
      >
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
