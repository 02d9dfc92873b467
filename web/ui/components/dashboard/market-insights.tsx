import { formatPrice } from "../../lib/format.js";
import {
  AVERAGE_MONTHLY_RENTS,
  AVERAGE_SALE_PRICES,
  MARKET_SOURCE,
  PLOT_PRICES,
} from "../home/market-figures.js";
import { Card } from "../ui/card.js";

const figure = <T extends { label: string; price: number }>(rows: readonly T[], label: string) =>
  rows.find((r) => r.label === label)?.price ?? 0;

/** Spec §2: static market figures, with their source and year. */
export function MarketInsights() {
  const insights = [
    {
      label: "3-bedroom house, average sale",
      value: formatPrice(figure(AVERAGE_SALE_PRICES, "3-bedroom house")),
    },
    {
      label: "2-bedroom rent, per month",
      value: formatPrice(figure(AVERAGE_MONTHLY_RENTS, "2 bedrooms")),
    },
    { label: "Plot in East Legon", value: formatPrice(figure(PLOT_PRICES, "East Legon")) },
    { label: "Plot in Kasoa", value: formatPrice(figure(PLOT_PRICES, "Kasoa")) },
  ];
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-ink">Market Insights</h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {insights.map((i) => (
          <div key={i.label} className="flex flex-col-reverse gap-1">
            <dt className="text-xs text-muted">{i.label}</dt>
            <dd className="text-lg font-bold text-ink">{i.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{MARKET_SOURCE}</p>
    </Card>
  );
}
