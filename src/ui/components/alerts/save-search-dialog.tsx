import * as Dialog from "@radix-ui/react-dialog";
import { lazy, Suspense, useState } from "react";
import type { SavedSearchQuery } from "../../../modules/alerts/saved-searches.types.js";
import { redirectToLogin, useAuth } from "../../auth/use-auth.js";
import { Button } from "../ui/button.js";

// Loaded on first open: most visitors never save a search (decision 20).
const SaveSearchForm = lazy(() => import("./save-search-form.js"));

const SIGN_IN_TO_SAVE_SEARCH = {
  title: "Sign in required",
  description: "Please sign in to save searches.",
};

/**
 * "Save this search" on /properties: the page's filters, a name (in words by default) and how
 * often to be e-mailed. A visitor is sent to sign in first and comes back to the same search.
 */
export function SaveSearchButton({ query }: { query: SavedSearchQuery }) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          onClick={(event) => {
            // Radix skips opening when the click's default is prevented.
            if (isAuthenticated) return;
            event.preventDefault();
            redirectToLogin(SIGN_IN_TO_SAVE_SEARCH);
          }}
        >
          Save this search
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Save this search</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Get an e-mail when new listings match these filters. You can change or stop it on your
            profile.
          </Dialog.Description>
          {open ? (
            <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
              <SaveSearchForm query={query} onSaved={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
