import { Button } from "./button.js";

/** A long form's full-width submit button; while the form is sent it is disabled and says so. */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
}: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className="w-full">
      {submitting ? submittingLabel : label}
    </Button>
  );
}
