import { FinancingTabs } from "../../ui/components/financing/financing-tabs.js";
import { MortgageCalculator } from "../../ui/components/mortgage/mortgage-calculator.js";

export default function Page() {
  return (
    <>
      <section className="bg-brand-800 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Home Financing Guide</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Work out what a mortgage costs, compare bank terms and prepare your application.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FinancingTabs calculator={<MortgageCalculator />} />
      </div>
    </>
  );
}
