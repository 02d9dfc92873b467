import { navigate } from "vike/client/router";
import { ListingForm, SUBMITTED_PATH } from "../../ui/components/list-property/listing-form.js";

const STEPS = [
  "Fill in the details and add photos or videos.",
  "We review your listing and contact you within 24 hours.",
  "Once approved, it appears on Ofie for buyers and renters.",
] as const;

export default function Page() {
  return (
    <>
      <section className="bg-brand-800 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold sm:text-4xl">List Your Property</h1>
          <p className="mt-3 text-lg text-brand-100">
            Reach thousands of potential buyers and renters across Ghana
          </p>
          <p className="mt-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm">
            Basic listings are free · Featured listings from GHS 50
          </p>
        </div>
      </section>
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
        <section aria-labelledby="how-listing-works">
          <h2 id="how-listing-works" className="sr-only">
            How listing works
          </h2>
          <ol className="grid gap-3 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-ink">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </section>
        <ListingForm onSubmitted={() => void navigate(SUBMITTED_PATH)} />
      </div>
    </>
  );
}
