import { cn } from "../ui/cn.js";

const VIEWS = [
  { view: undefined, label: "List" },
  { view: "map", label: "Map" },
] as const;

/**
 * List / Map (decision 69): a group of two toggle buttons, the pressed one saying which is shown.
 * Buttons need JavaScript, as the map does: until React runs they keep their place unseen, and
 * the list is what the server sent.
 */
export function ViewToggle({
  view,
  hydrated,
  onChange,
}: {
  view: "map" | undefined;
  hydrated: boolean;
  onChange: (view: "map" | undefined) => void;
}) {
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
