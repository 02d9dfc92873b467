import { useEffect, useState } from "react";
import { takeTab, writeTab } from "../../lib/tab-storage.js";

const KEY = "ofie:flash-notice";

/**
 * Leaves a sentence for the next page this tab loads: sign-up and a password reset end in a full
 * page load, which a toast does not survive, and they had nothing to say after it.
 */
export function flashNotice(text: string): void {
  writeTab(KEY, text);
}

/**
 * The sentence left by `flashNotice`, under the header until dismissed: it says what happened to
 * the account (a confirmation link mailed, a password changed), so it lasts longer than a toast.
 * Read after hydration, so the server's HTML and the first client render agree.
 */
export function FlashNotice() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(takeTab(KEY)), []);
  if (!text) return null;
  return (
    <div className="border-b border-brand-100 bg-brand-50 px-4 py-3">
      <div className="mx-auto flex max-w-4xl items-start justify-between gap-3">
        <p role="status" className="text-sm font-medium text-ink">
          {text}
        </p>
        <button
          type="button"
          onClick={() => setText(null)}
          aria-label="Dismiss"
          className="shrink-0 rounded px-2 text-lg leading-none text-muted hover:bg-brand-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
