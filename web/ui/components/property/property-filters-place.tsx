import type { ReactNode } from "react";
import { useHydrated } from "../../lib/hydrated.js";
import { cn } from "../ui/cn.js";

/**
 * Where the search filters stand: inline on a desktop; on a phone the Filters sheet holds them,
 * and without JavaScript they come after the results. Only this wrapper is rendered again when
 * React starts (the form inside is the page's element, unchanged): a page-wide hydrated flag
 * rendered every result card a second time, right after hydration (issue 37).
 */
export function PropertyFiltersPlace({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div
      id="property-filters"
      className={cn("order-last mt-8 lg:order-none lg:mt-4", hydrated && "hidden lg:block")}
    >
      {children}
    </div>
  );
}
