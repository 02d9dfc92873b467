import { Button } from "./button.js";

/**
 * Empties a long form and forgets its kept draft (useFormDraft): the way out of a draft that is
 * put back on every visit. Small and apart from the submit button, so it is not pressed for it.
 */
export function ClearFormButton({
  onClear,
  disabled,
}: {
  onClear: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={onClear}
      disabled={disabled}
      className="self-end"
    >
      Clear form
    </Button>
  );
}
