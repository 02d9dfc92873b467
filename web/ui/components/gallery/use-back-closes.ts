import { useEffect, useRef } from "react";

const MARK = "ofieOverlay";

/**
 * Makes an open overlay (the full-screen photo viewer) a step of the browser's history, as on
 * every phone app: Back closes it and the page stays. Opening pushes an entry for the same URL
 * (Vike's router sees a user's pushState and does not render the page again); Back pops it and
 * `close` runs; closing by its own button steps back over that entry, so a later Back leaves
 * the page as it would have.
 */
export function useBackCloses(open: boolean, close: () => void): () => void {
  const pushed = useRef(false);
  const closeNow = useRef(close);
  closeNow.current = close;

  useEffect(() => {
    if (!open || pushed.current) return;
    window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, "");
    pushed.current = true;
    const onPop = () => {
      if (!pushed.current || window.history.state?.[MARK]) return;
      pushed.current = false;
      closeNow.current();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [open]);

  // The overlay's own close: leave its history entry too, which then closes it.
  return () => {
    if (pushed.current && window.history.state?.[MARK]) window.history.back();
    else closeNow.current();
  };
}
