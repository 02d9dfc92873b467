import { useEffect, useState } from "react";
import { cn } from "../ui/cn.js";
import { LineIcon } from "../ui/line-icon.js";

/** Spec §9: the button appears once the page has scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * Past 300 px, the button shows (spec §9), but not over a field being typed in (on a
 * phone it covered form fields): it hides while a field has the focus. The page's last lines keep
 * room below them for it (the footer's padding), so it covers no text there either.
 */
export function ScrollToTop() {
  const [past, setPast] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    const focus = () => setTyping(isField(document.activeElement));
    update();
    window.addEventListener("scroll", update, { passive: true });
    document.addEventListener("focusin", focus);
    document.addEventListener("focusout", focus);
    return () => {
      window.removeEventListener("scroll", update);
      document.removeEventListener("focusin", focus);
      document.removeEventListener("focusout", focus);
    };
  }, []);
  if (!past || typing) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={cn(
        "fixed right-4 bottom-20 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:bottom-6",
      )}
    >
      <LineIcon d="M12 19V5M5 12l7-7 7 7" />
    </button>
  );
}

function isField(element: Element | null): boolean {
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? true
    : element instanceof HTMLElement && element.isContentEditable;
}
