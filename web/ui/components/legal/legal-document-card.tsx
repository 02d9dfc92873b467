import { formatDate } from "../../lib/format.js";
import { Card } from "../ui/card.js";
import type { LegalDocument } from "./documents/index.js";

/** One document as a static text card; the headings continue the page's outline (h2, h3). */
export function LegalDocumentCard({ document }: { document: LegalDocument }) {
  return (
    <Card className="p-5 sm:p-8">
      <article aria-labelledby={`legal-${document.id}-title`}>
        <header className="border-b border-gray-200 pb-4">
          <h2 id={`legal-${document.id}-title`} className="text-2xl font-bold text-ink">
            {document.title}
          </h2>
          {document.lastUpdated ? (
            <p className="mt-1 text-sm font-medium text-brand-700">
              {`Last updated: ${formatDate(document.lastUpdated)}`}
            </p>
          ) : null}
          <p className="mt-2 text-muted">{document.summary}</p>
        </header>
        <div className="mt-6 flex flex-col gap-6">
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h3 className="text-lg font-semibold text-ink">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-ink/90">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </article>
    </Card>
  );
}
