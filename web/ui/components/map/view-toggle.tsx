import { useHydrated } from "../../lib/hydrated.js";
import { cn } from "../ui/cn.js";

const VIEWS = [
  { view: undefined, label: "List" },
  { view: "map", label: "Map" },
] as const;

/**
 * List / Map (decision 69): a group of two toggle buttons, the pressed one saying which is shown.
 * Buttons need JavaScript, as the map does: until React runs they keep their place unseen, and
 * the list is what the server sent. It asks for hydration itself, so that only it is rendered again
 * when React starts: the page's results are not (issue 37).
 */
export function ViewToggle({
  view,
  onChange,
}: {
  view: "map" | undefined;
  onChange: (view: "map" | undefined) => void;
}) {
  const hydrated = useHydrated();
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not form fields: a fieldset would say otherwise
    <div
      role="group"
      aria-label="Show the results as"
      className={cn(
        "inline-grid grid-cols-2 rounded-lg border border-gray-200 bg-white p-1",
        !hydrated && "invisible",
      )}
    >
      {VIEWS.map((option) => {
        const pressed = option.view === view;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.view)}
            className={cn(
              "flex h-11 min-w-16 items-center justify-center rounded-md px-4 text-sm font-semibold",
              pressed ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
