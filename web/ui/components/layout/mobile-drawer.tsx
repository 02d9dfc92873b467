import { LazyDialog, useLazyDialog } from "../ui/lazy-dialog.js";
import { LineIcon } from "../ui/line-icon.js";
import { AuthActions } from "./auth-actions.js";
import { NavList } from "./nav-list.js";

const ICON_BUTTON =
  "inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50";

/**
 * The small-screen menu: a dialog sliding in from the right, so focus is trapped inside, Escape
 * closes it and focus returns to the menu button. Its dialog code loads on first open: the
 * header is on every page (decision 24).
 */
export function MobileDrawer({ pathname }: { pathname: string }) {
  const { setOpen, triggerProps, panelProps } = useLazyDialog();
  const close = () => setOpen(false);
  return (
    <>
      <button
        {...triggerProps}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className={`${ICON_BUTTON} lg:hidden`}
      >
        <LineIcon d="M4 6h16M4 12h16M4 18h16" />
      </button>
      <LazyDialog
        {...panelProps}
        title="Menu"
        titleClassName="text-lg font-bold text-brand-700"
        description="Site navigation and your account"
        descriptionClassName="sr-only"
        besideTitle={
          <button type="button" aria-label="Close menu" onClick={close} className={ICON_BUTTON}>
            <LineIcon d="M6 6l12 12M18 6L6 18" />
          </button>
        }
        contentClassName="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl outline-none motion-safe:animate-[ofie-slide-in_200ms_ease-out]"
      >
        <nav aria-label="Mobile">
          <NavList pathname={pathname} layout="stack" onNavigate={close} />
        </nav>
        <div className="border-t border-gray-200 pt-4">
          <AuthActions pathname={pathname} layout="stack" onNavigate={close} />
        </div>
      </LazyDialog>
    </>
  );
}
