import { useEffect, useRef, useState } from "react";
import type { GuideListingType } from "#modules/price-guide/price-guide.rules.js";
import type { GroupFigures } from "#modules/price-guide/price-guide.types.js";
import type { Json } from "../../lib/json.js";
import { groupArea, groupKind, KIND_HEADINGS } from "./guide-table.js";

/** More bars than this do not fit a phone: the chart draws the table's first ones. */
export const MAX_BARS = 12;
const BAR_HEIGHT = 44;

/**
 * The middle ranges of one kind as a chart. The server renders its frame at its final height (so
 * nothing moves); chart.js arrives by a dynamic import once the page has hydrated, so it is in no
 * route's first-load scripts, this page's included. The table below is the same figures.
 */
export function GuideChart({
  kind,
  groups,
}: {
  kind: GuideListingType;
  groups: readonly Json<GroupFigures>[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const shown = groups.slice(0, MAX_BARS);
  const bars = shown.map((g) => ({
    // Two lines: a phone's chart has room for short labels only.
    label: [g.neighbourhood ?? `All of ${g.city}`, groupKind(g)],
    low: g.low,
    median: g.median,
    high: g.high,
    listings: g.listings,
  }));
  const key = JSON.stringify(bars);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the bars' content
  useEffect(() => {
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    void import("./range-chart.js").then(({ drawRangeChart }) => {
      if (cancelled || !canvas.current) return;
      chart = drawRangeChart(canvas.current, bars);
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [key]);
  const summary = shown
    .map((g) => `${groupArea(g)}, ${groupKind(g)}: ${g.low} to ${g.high}, median ${g.median}`)
    .join("; ");
  return (
    <figure className="mt-6" data-chart={drawn ? "drawn" : "waiting"}>
      <figcaption className="text-sm font-semibold text-ink">
        {`${KIND_HEADINGS[kind]}: middle range (bar) and median (line)`}
        {groups.length > MAX_BARS ? (
          <span className="block font-normal text-muted">{`The first ${MAX_BARS} of ${groups.length} groups; choose a city or type to see others.`}</span>
        ) : null}
      </figcaption>
      <div
        className="relative mt-2 w-full"
        style={{ height: `${shown.length * BAR_HEIGHT + 48}px` }}
      >
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
    </figure>
  );
}
