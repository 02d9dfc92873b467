import { act } from "@testing-library/react";
import { dismissToast, type ToastMessage, useToasts } from "#web/ui/toast/toast-store.js";

let shown: ToastMessage[] = [];

/** The open toast as 'Title - description|variant', the way spec §8 writes it. */
export function ToastProbe() {
  const open = useToasts().filter((t) => t.open);
  shown = open;
  return (
    <output data-testid="toasts">
      {open.map(
        (t) => `${t.title}${t.description ? ` - ${t.description}` : ""}|${t.variant ?? "default"}`,
      )}
    </output>
  );
}

/** Closes what the last test left open: the store lives as long as the test file. */
export function dismissShownToasts(): void {
  act(() => {
    for (const t of shown) dismissToast(t.id);
  });
  shown = [];
}

/**
 * Records the 500 ms sign-in redirects instead of running them (jsdom cannot navigate).
 * A plain wrapper, not a jest mock, so Testing Library does not mistake it for fake timers.
 */
export function recordLoginRedirects(): { delays: number[]; restore: () => void } {
  const real = globalThis.setTimeout;
  const delays: number[] = [];
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    if (ms === 500) {
      delays.push(ms);
      return 0;
    }
    return real(fn, ms, ...args);
  }) as typeof setTimeout;
  return {
    delays,
    restore: () => {
      globalThis.setTimeout = real;
    },
  };
}
