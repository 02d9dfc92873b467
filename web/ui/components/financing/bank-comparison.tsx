import { REFERENCE_RATES } from "../../lib/mortgage.js";
import { Card } from "../ui/card.js";
import { PARTNER_BANKS } from "./partner-banks.js";

export function BankComparison() {
  return (
    <section aria-labelledby="banks-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="banks-heading" className="text-2xl font-bold text-ink">
          Compare partner banks
        </h2>
        <p className="mt-2 text-muted">
          Typical mortgage terms from four partner commercial banks. Figures are illustrative; the
          bank confirms your actual rate and term when you apply.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PARTNER_BANKS.map((bank) => (
          <li key={bank.name}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <h3 className="flex items-center gap-3 text-xl font-semibold text-ink">
                <span aria-hidden="true" className="text-3xl">
                  {bank.logo}
                </span>
                {bank.name}
              </h3>
              <dl className="grid grid-cols-3 gap-2 text-center">
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-muted">Interest rate</dt>
                  <dd className="font-bold text-brand-700">{bank.rate}</dd>
                </div>
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-muted">Max term</dt>
                  <dd className="font-bold text-brand-700">{bank.maxTerm}</dd>
                </div>
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-muted">Min down payment</dt>
                  <dd className="font-bold text-brand-700">{bank.minDown}</dd>
                </div>
              </dl>
              <ul className="flex flex-col gap-1 text-sm text-ink">
                {bank.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <ReferenceRates />
    </section>
  );
}

export function ReferenceRates() {
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-ink">Reference rates</h3>
      <p className="mt-1 text-sm text-muted">Starting points for the calculator, in percent APR.</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {REFERENCE_RATES.map((rate) => (
          <li key={rate.name} className="rounded-lg border border-gray-200 p-3 text-center">
            <span className="block text-sm text-muted">{rate.name}</span>
            <span className="block text-xl font-bold text-brand-700">{rate.apr.toFixed(1)}%</span>
            <span className="block text-xs text-muted">APR</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
