import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./toaster.js").then((m) => ({ default: m.Toaster })));

/**
 * The layout's toaster without Radix Toast in the first load (decision 24): its code is fetched
 * once the page has hydrated, so it no longer competes with the page's own scripts on a slow
 * link. It is asked for at once, not when idle: a toast shown just before a 500 ms redirect to
 * sign in must still be seen. A toast raised before it arrives waits in the store and shows (and
 * starts its 5000 ms) when it does.
 */
export function LazyToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
