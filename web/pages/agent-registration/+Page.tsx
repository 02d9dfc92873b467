import { usePageContext } from "vike-react/usePageContext";
import { AgentApplicationForm } from "../../ui/components/agent-application/agent-application-form.js";
import { Card } from "../../ui/components/ui/card.js";

const BENEFITS = [
  { icon: "✅", text: "A 'Verified' badge that buyers and renters trust" },
  { icon: "📥", text: "Inquiry management and lead tools" },
  { icon: "📣", text: "Your listings in front of people searching across Ghana" },
] as const;

export default function Page() {
  const verified = usePageContext().urlParsed.search.verified === "1";
  return (
    <>
      <section className="bg-brand-800 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Get Verified as Real Estate Agent</h1>
          <p className="mt-3 text-lg text-brand-100">
            Join Ofie's network of verified agents. We review every application within 48 hours.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit.text} className="flex gap-2 rounded-xl bg-white/10 p-3 text-sm">
                <span aria-hidden="true">{benefit.icon}</span>
                {benefit.text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {verified ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-brand-100 bg-brand-50 p-4 font-medium text-ink"
          >
            Thank you: your e-mail address is confirmed and your application is with our team for
            review.
          </p>
        ) : null}
        <Card className="p-5 sm:p-8">
          <h2 className="mb-2 text-2xl font-bold text-ink">Agent application</h2>
          <p className="mb-6 text-sm text-muted">
            Apply while signed in and, once approved, you manage your listings from that account.
            Unless the e-mail address is that account's confirmed one, we first e-mail it a link to
            confirm it.
          </p>
          <AgentApplicationForm />
        </Card>
      </div>
    </>
  );
}
