import { formatPrice } from "../../lib/format.js";
import { Card } from "../ui/card.js";
import { HomeSection } from "./home-section.js";
import {
  AVERAGE_MONTHLY_RENTS,
  AVERAGE_SALE_PRICES,
  MARKET_SOURCE,
  PLOT_PRICES,
} from "./market-figures.js";

function Figures({ rows }: { rows: readonly { label: string; price: number }[] }) {
  return (
    <dl className="mt-3 divide-y divide-gray-100">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 py-2 text-sm">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-semibold text-ink">{formatPrice(row.price)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec §2 market analysis block: published figures with their source, and what moves prices. */
export function MarketAnalysis() {
  return (
    <HomeSection
      id="market-analysis"
      title="Ghana Property Market Analysis"
      intro="What homes and land cost in Greater Accra, and what to check before you pay."
      className="bg-white"
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5">
          <h3 className="font-semibold text-ink">Average sale prices</h3>
          <Figures rows={AVERAGE_SALE_PRICES} />
        </Card>
        <Card className="p-5">
          <h3 className="font-semibold text-ink">Average monthly rent</h3>
          <Figures rows={AVERAGE_MONTHLY_RENTS} />
          <h3 className="mt-5 font-semibold text-ink">A plot of land</h3>
          <Figures rows={PLOT_PRICES} />
        </Card>
        <Card className="flex flex-col gap-3 p-5 text-sm">
          <h3 className="font-semibold text-ink">What moves the price</h3>
          <p className="text-muted">
            Security (a gated community, walls, CCTV), closeness to malls and hospitals, and the
            neighbourhood count for more than size.
          </p>
          <h3 className="font-semibold text-ink">Before you pay</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            <li>
              Landlords often ask for one to two years' rent in advance, although the Rent Act, 1963
              (Act 220) limits advance rent to six months.
            </li>
            <li>
              Agents commonly charge 10% of the first year's rent on lettings, around 5% on sales.
            </li>
            <li>
              Fake listings and land sold twice are common: have a search done at the Lands
              Commission before paying.
            </li>
          </ul>
        </Card>
      </div>
      <p className="mt-4 text-xs text-muted">{MARKET_SOURCE}</p>
    </HomeSection>
  );
}
