import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: Radix gives focus back to its own Trigger, and ours is not one. */
  returnFocusTo: RefObject<HTMLElement | null>;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** Shown on the title's line, at its end (the drawer's close button). */
  besideTitle?: ReactNode;
  contentClassName: string;
  children: ReactNode;
}

/**
 * A Radix Dialog (focus kept inside, Escape and the overlay close it, focus goes back to the
 * button), loaded by `LazyDialog` on first open so Radix stays out of every page's first load.
 * https://www.radix-ui.com/primitives/docs/components/dialog
 */
export default function DialogPanel(props: DialogPanelProps) {
  const title = (
    <Dialog.Title className={props.titleClassName ?? "text-lg font-bold text-ink"}>
      {props.title}
    </Dialog.Title>
  );
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className={props.contentClassName}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.returnFocusTo.current?.focus();
          }}
        >
          {props.besideTitle ? (
            <div className="flex items-center justify-between">
              {title}
              {props.besideTitle}
            </div>
          ) : (
            title
          )}
          <Dialog.Description className={props.descriptionClassName ?? "text-sm text-muted"}>
            {props.description}
          </Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
