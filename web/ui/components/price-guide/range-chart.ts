// Loaded only by /price-guide, after hydration (price-guide-chart.tsx): chart.js stays out of
// every route's first load. Only the parts a horizontal floating-bar chart uses are registered.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  type Plugin,
  Tooltip,
} from "chart.js";
import { formatPrice } from "../../lib/format.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RangeBar {
  /** One line each. */
  label: string[];
  low: number;
  median: number;
  high: number;
  listings: number;
}

const BRAND = "#006b3f";
const INK = "#111827";

/** The median as a dark tick across each bar: a floating bar alone says nothing of it. */
function medianMarks(medians: readonly number[]): Plugin<"bar"> {
  return {
    id: "medianMarks",
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const x = chart.scales.x;
      ctx.save();
      ctx.strokeStyle = INK;
      ctx.lineWidth = 3;
      chart.getDatasetMeta(0).data.forEach((element, i) => {
        const median = medians[i];
        if (median === undefined || !x) return;
        const { y, height } = element.getProps(["y", "height"], true) as {
          y: number;
          height: number;
        };
        const px = x.getPixelForValue(median);
        ctx.beginPath();
        ctx.moveTo(px, y - height / 2 - 2);
        ctx.lineTo(px, y + height / 2 + 2);
        ctx.stroke();
      });
      ctx.restore();
    },
  };
}

/** Draws the groups' middle ranges (25th–75th percentile) as floating bars, each median marked. */
export function drawRangeChart(canvas: HTMLCanvasElement, bars: readonly RangeBar[]): Chart {
  const config: ChartConfiguration<"bar", [number, number][], string[]> = {
    type: "bar",
    data: {
      labels: bars.map((b) => b.label),
      datasets: [
        {
          label: "Middle range",
          data: bars.map((b) => [b.low, b.high]),
          backgroundColor: "rgba(0, 107, 63, 0.35)",
          borderColor: BRAND,
          borderWidth: 1,
          borderSkipped: false,
          minBarLength: 4,
        },
      ],
    },
    options: {
      indexAxis: "y",
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: {
          ticks: {
            maxRotation: 0,
            maxTicksLimit: 3,
            callback: (value) => formatPrice(Number(value), "GHS", { short: true }),
          },
        },
        y: { ticks: { autoSkip: false, color: INK, font: { size: 11 } } },
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const bar = bars[item.dataIndex];
              return bar
                ? `Median ${formatPrice(bar.median)}; middle ${formatPrice(bar.low)}–${formatPrice(bar.high)}; ${bar.listings} listings`
                : "";
            },
          },
        },
      },
    },
    plugins: [medianMarks(bars.map((b) => b.median))],
  };
  return new Chart(canvas, config);
}
