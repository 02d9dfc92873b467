import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button.js";

export type DetailRow = [label: string, value: ReactNode];

/**
 * A record's full details in a Radix Dialog: focus stays inside, Escape closes it and focus
 * returns to the button. The button's accessible name carries `subject`, so a list of "View"
 * buttons can be told apart by a screen reader. https://www.radix-ui.com/primitives/docs/components/dialog
 */
export function DetailsDialog({
  label,
  subject,
  title,
  rows,
  children,
}: {
  label: string;
  subject: string;
  title: string;
  rows: DetailRow[];
  children?: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        {label}
        <span className="sr-only"> {subject}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">Details of {subject}</Dialog.Description>
          {children}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-muted">{name}</dt>
                <dd className="wrap-anywhere whitespace-pre-line text-ink">{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close className={buttonClass("primary", "sm", "self-end")}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
