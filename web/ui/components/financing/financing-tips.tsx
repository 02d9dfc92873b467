import { Card } from "../ui/card.js";

const TIPS = [
  {
    icon: "💰",
    title: "Save for your down payment",
    text: "Save at least 20% of the property price as a down payment. A bigger deposit means a smaller loan, lower monthly payments and less interest.",
  },
  {
    icon: "📄",
    title: "Prepare your documents",
    text: "Banks ask for bank statements for 6 months, recent payslips or business accounts, your Ghana Card and an employment letter. Have them ready before you apply.",
  },
  {
    icon: "📊",
    title: "Keep your debts low",
    text: "Lenders look at how much of your income already goes to loans. Clear small debts and avoid new ones while you apply; aim to keep repayments within about a third of your income.",
  },
  {
    icon: "🔍",
    title: "Compare before you commit",
    text: "Compare rates, terms and fees from several banks, use the calculator to test different down payments, and check the property's title at the Lands Commission before you sign.",
  },
] as const;

const MORTGAGE_TYPES = [
  {
    title: "Fixed rate mortgage",
    text: "The interest rate stays the same for the agreed period, so your monthly payment is predictable. Rates usually start a little higher than variable ones.",
  },
  {
    title: "Variable rate mortgage",
    text: "The rate follows the bank's base rate and can go up or down, and so does your payment. It can cost less when rates fall, but plan for rises.",
  },
  {
    title: "Construction mortgage",
    text: "For building your own home: the bank releases the loan in stages as construction progresses, after inspecting each stage.",
  },
] as const;

export function FinancingTips() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="tips-heading">
        <h2 id="tips-heading" className="text-2xl font-bold text-ink">
          Tips for getting a mortgage
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {TIPS.map((tip) => (
            <li key={tip.title}>
              <Card className="h-full p-6">
                <span aria-hidden="true" className="text-3xl">
                  {tip.icon}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-ink">{tip.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{tip.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="types-heading">
        <h2 id="types-heading" className="text-2xl font-bold text-ink">
          Types of mortgage
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {MORTGAGE_TYPES.map((type) => (
            <li key={type.title}>
              <Card className="h-full border-t-4 border-t-brand-700 p-6">
                <h3 className="text-lg font-semibold text-ink">{type.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{type.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
