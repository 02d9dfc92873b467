import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { EmptyState } from "../../ui/components/ui/card.js";

/** A missing listing or hostel says so (spec §8 'Property Not Found'), with where to look next. */
const MISSING = {
  "Property Not Found": { browse: "/properties", label: "Browse properties" },
  "Hostel Not Found": { browse: "/student-hostels", label: "Browse student hostels" },
} as const;

export default function Page() {
  const { is404, abortReason } = usePageContext();
  const setConfig = useConfig();
  if (is404) {
    const missing = Object.hasOwn(MISSING, String(abortReason))
      ? (abortReason as keyof typeof MISSING)
      : null;
    const title = missing ?? "Page Not Found";
    const { browse, label } = MISSING[missing ?? "Property Not Found"];
    setConfig({ title: `${title} | Ofie` });
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{title}</h1>
        <EmptyState title={title} text="The page you are looking for does not exist.">
          <a href={browse} className="font-semibold text-brand-700 underline">
            {label}
          </a>
          <a href="/" className="text-brand-700 underline">
            Back to the home page
          </a>
        </EmptyState>
      </div>
    );
  }
  setConfig({ title: "Something went wrong | Ofie" });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState title="Something went wrong" text="Please try again in a moment." />
    </div>
  );
}
