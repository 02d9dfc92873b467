import * as Toast from "@radix-ui/react-toast";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from "../../toast/toast-store.js";
import { cn } from "../ui/cn.js";

/**
 * Renders the toast store with Radix Toast (spec §9: one at a time, 5000 ms, swipe right
 * past 50 px to dismiss, F8 focuses the viewport). Radix announces each toast to screen readers.
 * https://www.radix-ui.com/primitives/docs/components/toast
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity",
            t.variant === "destructive"
              ? "border-danger bg-danger text-white"
              : "border-gray-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description
                className={cn(
                  "text-sm",
                  t.variant === "destructive" ? "text-white/90" : "text-muted",
                )}
              >
                {t.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className={cn(
              "absolute top-2 right-2 rounded-md p-1 text-lg leading-none",
              t.variant === "destructive"
                ? "text-white hover:bg-white/20"
                : "text-muted hover:bg-gray-100",
            )}
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
