import { Card } from "../ui/card.js";

const STEPS = [
  {
    title: "Get pre-qualified",
    text: "Share your income and savings with a bank to learn how much you can borrow, and use the calculator to check the monthly payment.",
  },
  {
    title: "Choose a property and apply",
    text: "Find a property, agree the price with the seller, and submit the application with your documents and the property details.",
  },
  {
    title: "Property valuation",
    text: "The bank sends a valuer to confirm the property's value and condition; its lawyers check the title.",
  },
  {
    title: "Approval and completion",
    text: "The bank issues an offer letter. Once you sign it and pay your down payment and fees, the loan is paid to the seller.",
  },
] as const;

const TIMELINE = [
  { stage: "Pre-qualification", time: "1-2 days" },
  { stage: "Application processing", time: "2-4 weeks" },
  { stage: "Property valuation", time: "1 week" },
  { stage: "Final approval", time: "1-2 weeks" },
] as const;

const FEES = [
  { fee: "Application fee", amount: "GH₵500-1,000" },
  { fee: "Valuation fee", amount: "GH₵1,000-2,000" },
  { fee: "Legal fees", amount: "1-2% of loan" },
  { fee: "Processing fee", amount: "1-2% of loan" },
] as const;

export function ApplicationProcess() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-2xl font-bold text-ink">
          How to apply for a mortgage
        </h2>
        <ol className="mt-6 flex flex-col gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="flex gap-4 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <FactTable
          id="timeline-heading"
          title="Typical timeline"
          head={["Stage", "Time"]}
          rows={TIMELINE.map((t) => [t.stage, t.time])}
        />
        <FactTable
          id="fees-heading"
          title="Common fees"
          head={["Fee", "Typical amount"]}
          rows={FEES.map((f) => [f.fee, f.amount])}
        />
      </div>
    </div>
  );
}

function FactTable({
  id,
  title,
  head,
  rows,
}: {
  id: string;
  title: string;
  head: [string, string];
  rows: string[][];
}) {
  return (
    <Card className="p-6">
      <table className="w-full text-left" aria-labelledby={id}>
        <caption id={id} className="mb-3 text-left text-xl font-bold text-ink">
          {title}
        </caption>
        <thead>
          <tr className="border-b border-gray-200 text-sm text-muted">
            <th scope="col" className="py-2 font-medium">
              {head[0]}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="py-3 font-medium text-ink">
                {label}
              </th>
              <td className="py-3 text-right font-semibold text-brand-700">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
