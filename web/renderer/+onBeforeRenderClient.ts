import { startTransition } from "react";
import ReactDOMClient from "react-dom/client";
import type { PageContextClient } from "vike/types";

let sliced = false;

/**
 * Hydration as a transition (issue 37): React then renders the page in 5 ms slices, yielding to
 * the browser between them, instead of one task of the whole tree (the longest task of every
 * page's load). vike-react calls `hydrateRoot` right after this hook, with no way to pass a lane,
 * so the one call is wrapped here. A press during hydration still counts: React hydrates the root
 * at once for a discrete event before dispatching it.
 */
export default function onBeforeRenderClient(pageContext: PageContextClient): void {
  if (!pageContext.isHydration || sliced) return;
  sliced = true;
  const hydrateRoot = ReactDOMClient.hydrateRoot;
  ReactDOMClient.hydrateRoot = (...args) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(...args);
    });
    ReactDOMClient.hydrateRoot = hydrateRoot;
    return root as ReturnType<typeof hydrateRoot>;
  };
}
