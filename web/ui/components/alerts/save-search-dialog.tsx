import { lazy, Suspense } from "react";
import type { SavedSearchQuery } from "#modules/alerts/saved-searches.types.js";
import { redirectToLogin, useAuth } from "../../auth/use-auth.js";
import { Button } from "../ui/button.js";
import { LazyDialog, useLazyDialog } from "../ui/lazy-dialog.js";

// Loaded on first open, like the dialog around it: most visitors never save a search (decisions 20, 24).
const SaveSearchForm = lazy(() => import("./save-search-form.js"));

const SIGN_IN_TO_SAVE_SEARCH = {
  title: "Sign in required",
  description: "Please sign in to save searches.",
};

/**
 * "Save this search" on /properties: the page's filters, a name (in words by default) and how
 * often to be e-mailed. A visitor is sent to sign in first and comes back to the same search.
 */
export function SaveSearchButton({
  query,
  className,
}: {
  query: SavedSearchQuery;
  className?: string;
}) {
  const { isAuthenticated } = useAuth();
  const { open, setOpen, triggerProps, panelProps } = useLazyDialog();
  return (
    <>
      <Button
        {...triggerProps}
        variant="outline"
        className={className}
        onClick={() => {
          if (isAuthenticated) setOpen(true);
          else redirectToLogin(SIGN_IN_TO_SAVE_SEARCH);
        }}
      >
        Save this search
      </Button>
      <LazyDialog
        {...panelProps}
        title="Save this search"
        description="Get an e-mail when new listings match these filters. You can change or stop it on your profile."
        contentClassName="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none"
      >
        {open ? (
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <SaveSearchForm query={query} onSaved={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </LazyDialog>
    </>
  );
}
