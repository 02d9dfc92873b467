import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * After a failed send, moves focus to the form's first control marked invalid, once the messages
 * are on screen, so a keyboard or screen-reader user lands on what to fix (and hears why) rather
 * than on a notice far from the field.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
