import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button, buttonClass } from "../ui/button.js";

/**
 * The admin's confirmation of a decision: a trigger button, a dialog that says what
 * will happen, optional fields (a reason), Cancel and the confirm button. While the decision is
 * on its way nothing can close the dialog or send it twice. The caller owns `open`, so it can
 * keep the dialog open to show a field's error.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  pending,
  danger = false,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Red buttons for a decision that takes something away (Reject, Unpublish). */
  danger?: boolean;
  /** The trigger's content: its accessible name, which should name what it acts on. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const variant = danger ? "danger" : "primary";
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <Dialog.Trigger className={buttonClass(variant, "sm")} disabled={pending}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold wrap-anywhere text-ink">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass("outline", "sm")} disabled={pending}>
              Cancel
            </Dialog.Close>
            <Button size="sm" variant={variant} disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
