import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { AuthActions } from "./auth-actions.js";
import { NavList } from "./nav-list.js";

/**
 * The small-screen menu: a Radix Dialog sliding in from the right, so focus is trapped
 * inside, Escape closes it and focus returns to the menu button.
 * https://www.radix-ui.com/primitives/docs/components/dialog
 */
export function MobileDrawer({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl outline-none motion-safe:animate-[ofie-slide-in_200ms_ease-out]">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-700">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Site navigation and your account
          </Dialog.Description>
          <nav aria-label="Mobile">
            <NavList pathname={pathname} layout="stack" onNavigate={close} />
          </nav>
          <div className="border-t border-gray-200 pt-4">
            <AuthActions pathname={pathname} layout="stack" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
