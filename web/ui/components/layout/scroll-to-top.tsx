import { useEffect, useState } from "react";
import { cn } from "../ui/cn.js";
import { LineIcon } from "../ui/line-icon.js";

/** Spec §9: the button appears once the page has scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
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
