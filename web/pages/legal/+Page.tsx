import { usePageContext } from "vike-react/usePageContext";
import { INFO_EMAIL } from "../../ui/components/contact/contact-details.js";
import { isLegalTab } from "../../ui/components/legal/documents/index.js";
import { LegalCenter } from "../../ui/components/legal/legal-center.js";

export default function Page() {
  // The query is read from the page context on the server too, so /legal?tab=gdpr arrives with GDPR open.
  const pageContext = usePageContext();
  const requested = pageContext.urlParsed.search.tab;
  const tab = isLegalTab(requested) ? requested : "terms";
  return (
    <>
      <section className="bg-brand-800 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Legal Information</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            The terms, policies and disclosures that apply when you search, list or enquire about
            property on Ofie.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LegalCenter initialTab={tab} navigation={pageContext} />
        <p className="mt-8 rounded-xl bg-brand-50 p-5 text-center text-ink">
          Questions about any of these documents? Write to{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${INFO_EMAIL}`}>
            {INFO_EMAIL}
          </a>
          .
        </p>
      </div>
    </>
  );
}
