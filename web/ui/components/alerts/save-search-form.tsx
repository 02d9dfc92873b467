import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  NAME_MAX_LENGTH,
} from "#modules/alerts/saved-search-rules.js";
import type { SavedSearchQuery } from "#modules/alerts/saved-searches.types.js";
import { describeSearch } from "#modules/alerts/search-description.js";
import { redirectToLogin } from "../../auth/use-auth.js";
import { ApiError, isUnauthorizedError } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { LOGGED_OUT } from "../../queries/favourites.js";
import { FREQUENCY_LABELS, useSaveSearch } from "../../queries/saved-searches.js";
import { toast } from "../../toast/toast-store.js";
import { Button, buttonClass } from "../ui/button.js";
import { Field, Input, Select } from "../ui/field.js";
import { FormAlert } from "../ui/form-alert.js";
import { ScriptForm } from "../ui/script-form.js";

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
 * The form inside "Save this search" (save-search-dialog.tsx), in its own module so that
 * react-hook-form is fetched when the dialog opens, not with /properties (decision 20).
 */
export default function SaveSearchForm({
  query,
  onSaved,
}: {
  query: SavedSearchQuery;
  onSaved: () => void;
}) {
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
    <ScriptForm
      onSubmit={onSubmit}
      noValidate
      aria-label="Save this search"
      className="flex flex-col gap-4"
    >
      <FormAlert message={formError} />
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
    </ScriptForm>
  );
}
