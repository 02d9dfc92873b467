import { useToasts } from "#web/ui/toast/toast-store.js";

/** The open toast as 'Title - description', the way spec §8 writes it. */
export function ToastText() {
  const open = useToasts().filter((t) => t.open);
  return (
    <output data-testid="toast-text">
      {open.map((t) => `${t.title}${t.description ? ` - ${t.description}` : ""}`).join(" | ")}
    </output>
  );
}
