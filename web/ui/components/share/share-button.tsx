import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "../../toast/toast-store.js";
import { buttonClass } from "../ui/button.js";
import { type ShareData, whatsAppShareLink } from "./share-message.js";

/**
 * Share for a listing page. The server renders a <details> disclosure holding a plain
 * "Share on WhatsApp" link, so it works without JavaScript and renders the same before and after
 * hydration (nothing moves). Once hydrated, the summary opens the phone's share sheet when the
 * browser has the Web Share API, and otherwise opens the same panel with "Copy link" added.
 */
export function ShareButton({ data }: { data: ShareData }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [copyRefused, setCopyRefused] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelId = useId();
  useEffect(() => setHydrated(true), []);

  // A click or tap elsewhere closes the panel, as a menu would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onSummaryClick = async (event: MouseEvent) => {
    // The browser's own toggle would go out of step with React's `open`.
    event.preventDefault();
    if (open) {
      setOpen(false);
      return;
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Refused for another reason: the panel.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setCopyRefused(false);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    summaryRef.current?.focus();
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      toast({ title: "Link copied" });
      setOpen(false);
      summaryRef.current?.focus();
    } catch {
      // No clipboard (an insecure page, an old browser) or permission refused: the link to copy by hand.
      setCopyRefused(true);
    }
  };

  return (
    <details ref={detailsRef} open={open} onKeyDown={onKeyDown} className="self-start">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's button (Enter and Space click it) */}
      <summary
        ref={summaryRef}
        onClick={onSummaryClick}
        aria-controls={panelId}
        className={buttonClass(
          "outline",
          "sm",
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        Share
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: a link and a button, not form fields: a fieldset would say otherwise */}
      <div
        id={panelId}
        role="group"
        aria-label="Share this listing"
        className="mt-2 flex w-full max-w-md flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm"
      >
        <a
          href={whatsAppShareLink(data)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "sm")}
        >
          Share on WhatsApp
        </a>
        {hydrated ? (
          <button type="button" onClick={copyLink} className={buttonClass("ghost", "sm")}>
            Copy link
          </button>
        ) : null}
        {copyRefused ? (
          <p className="flex flex-col gap-1 text-sm text-muted">
            <label htmlFor={`${panelId}-link`}>Copy this link:</label>
            {/* Not ui/field's Input: it would bring the form kit to the hostel page for one box. */}
            <input
              id={`${panelId}-link`}
              readOnly
              value={data.url}
              onFocus={(e) => e.currentTarget.select()}
              // biome-ignore lint/a11y/noAutofocus: it appears because the visitor asked to copy it
              autoFocus
              className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink"
            />
          </p>
        ) : null}
      </div>
    </details>
  );
}
