import { INFO_EMAIL } from "../../ui/components/contact/contact-details.js";
import { ContactFaq } from "../../ui/components/contact/contact-faq.js";
import { ContactForm } from "../../ui/components/contact/contact-form.js";
import { Card } from "../../ui/components/ui/card.js";

export default function Page() {
  return (
    <>
      <section className="bg-brand-800 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Buying, selling, renting or joining as an agent: tell us what you need and we'll get
            back to you within 24 hours.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-3">
        <Card className="p-5 sm:p-8 lg:col-span-2">
          <h2 className="mb-6 text-2xl font-bold text-ink">Send us a message</h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="reach-us" className="flex flex-col gap-4">
          <Card className="p-5">
            <h2 id="reach-us" className="text-lg font-semibold text-ink">
              Other ways to reach us
            </h2>
            <dl className="mt-4 flex flex-col gap-4 text-sm">
              <div>
                <dt className="font-medium text-muted">Email</dt>
                <dd>
                  <a
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    href={`mailto:${INFO_EMAIL}`}
                  >
                    {INFO_EMAIL}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted">Online support</dt>
                <dd className="font-semibold text-ink">24/7</dd>
              </div>
              <div>
                <dt className="font-medium text-muted">Reply time</dt>
                <dd className="font-semibold text-ink">Within 24 hours</dd>
              </div>
            </dl>
          </Card>
          <Card className="bg-brand-50 p-5">
            <h2 className="text-lg font-semibold text-ink">Are you an agent?</h2>
            <p className="mt-2 text-sm text-muted">
              Get verified and receive inquiries from buyers and renters across Ghana.
            </p>
            <a
              className="mt-3 inline-block font-semibold text-brand-700 underline"
              href="/agent-registration"
            >
              Apply to become a verified agent
            </a>
          </Card>
        </aside>
        <div className="lg:col-span-3">
          <ContactFaq />
        </div>
      </div>
    </>
  );
}
