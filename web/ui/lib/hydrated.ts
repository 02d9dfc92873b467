import { useEffect, useState } from "react";

/** True once React runs in the browser: before (or without JavaScript) a page is plain HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
