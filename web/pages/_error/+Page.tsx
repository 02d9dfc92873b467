import { usePageContext } from "vike-react/usePageContext";
import { EmptyState } from "../../ui/components/ui/card.js";

export default function Page() {
  const { is404, abortReason } = usePageContext();
  if (is404) {
    // A missing listing says so (spec §8 'Property Not Found'); any other path is 'Page Not Found'.
    const title = abortReason === "Property Not Found" ? "Property Not Found" : "Page Not Found";
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{title}</h1>
        <EmptyState title={title} text="The page you are looking for does not exist.">
          <a href="/properties" className="font-semibold text-brand-700 underline">
            Browse properties
          </a>
          <a href="/" className="text-brand-700 underline">
            Back to the home page
          </a>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState title="Something went wrong" text="Please try again in a moment." />
    </div>
  );
}
