import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import type { DialogPanelProps } from "./dialog-panel.js";

const loadPanel = () => import("./dialog-panel.js");
const DialogPanel = lazy(loadPanel);

/** Starts fetching the dialog code when the pointer or focus reaches a button that opens one. */
function preload() {
  void loadPanel();
}

/**
 * State and button props of a dialog whose code (Radix Dialog, about 12 KB gzip with its focus
 * trap and scroll lock) loads on first open instead of with the page (decision 24). Spread
 * `triggerProps` on a plain <button> and `panelProps` on <LazyDialog>.
 */
export function useLazyDialog() {
  const [open, setOpenState] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const setOpen = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpenState(next);
  }, []);
  return useMemo(
    () => ({
      open,
      setOpen,
      triggerProps: {
        ref: triggerRef,
        type: "button" as const,
        "aria-haspopup": "dialog" as const,
        "aria-expanded": open,
        onPointerEnter: preload,
        onFocus: preload,
      },
      panelProps: { open, onOpenChange: setOpen, returnFocusTo: triggerRef, wanted },
    }),
    [open, setOpen, wanted],
  );
}

type LazyDialogProps = DialogPanelProps & {
  /** False until the dialog is first opened: nothing is fetched or rendered before. */
  wanted: boolean;
};

/** The dialog itself, rendered once it has been asked for (see useLazyDialog). */
export function LazyDialog({ wanted, ...panel }: LazyDialogProps) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...panel} />
    </Suspense>
  );
}
