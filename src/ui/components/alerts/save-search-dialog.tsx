import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  NAME_MAX_LENGTH,
} from "../../../modules/alerts/saved-search-rules.js";
import type { SavedSearchQuery } from "../../../modules/alerts/saved-searches.types.js";
import { describeSearch } from "../../../modules/alerts/search-description.js";
import { redirectToLogin, useAuth } from "../../auth/use-auth.js";
import { ApiError, isUnauthorizedError } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { LOGGED_OUT } from "../../queries/favourites.js";
import { FREQUENCY_LABELS, useSaveSearch } from "../../queries/saved-searches.js";
import { toast } from "../../toast/toast-store.js";
import { Button, buttonClass } from "../ui/button.js";
import { Field, Input, Select } from "../ui/field.js";

const SIGN_IN_TO_SAVE_SEARCH = {
  title: "Sign in required",
  description: "Please sign in to save searches.",
};

const SAVED_TEXT: Record<AlertFrequency, string> = {
  instant: "We'll e-mail you as soon as a new listing matches.",
  daily: "We'll e-mail you the new matches once a day.",
  weekly: "We'll e-mail you the new matches once a week.",
};

interface Values {
  name: string;
  frequency: AlertFrequency;
}

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
          {open ? <SaveSearchForm query={query} onSaved={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SaveSearchForm({ query, onSaved }: { query: SavedSearchQuery; onSaved: () => void }) {
  const id = useId();
  const save = useSaveSearch();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { name: describeSearch(query), frequency: "instant" } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, query });
      toast({ title: "Search saved", description: SAVED_TEXT[values.frequency] });
      onSaved();
    } catch (error) {
      if (isUnauthorizedError(error)) return redirectToLogin(LOGGED_OUT);
      const others = applyServerFieldErrors(error, setError, ["name", "frequency"]);
      const first = Object.values(others)[0];
      if (first) setFormError(first);
      else if (!(error instanceof ApiError && error.status === 400))
        setFormError("Something went wrong. Please try again.");
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Save this search"
      className="flex flex-col gap-4"
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          {formError}
        </p>
      ) : null}
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input
          id={`${id}-name`}
          maxLength={NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          {...register("name", {
            validate: (v) => v.trim().length > 0 || "Name is required",
          })}
        />
      </Field>
      <Field id={`${id}-frequency`} label="E-mail me" error={errors.frequency?.message}>
        <Select id={`${id}-frequency`} {...register("frequency")}>
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonClass("ghost")}>Cancel</Dialog.Close>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save search"}
        </Button>
      </div>
    </form>
  );
}
