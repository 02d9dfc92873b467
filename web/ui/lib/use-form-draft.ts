import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { readTab, writeTab } from "./tab-storage.js";

const PREFIX = "ofie:draft:";

/** Never kept, whatever a form names its fields: a password must not outlive its page. */
const SECRET = /password/i;

type DraftForm<V extends FieldValues> = Pick<
  UseFormReturn<V>,
  "getValues" | "reset" | "watch" | "formState"
>;

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(readTab(PREFIX + key) ?? "null");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: Record<string, string> | null): void {
  writeTab(PREFIX + key, draft ? JSON.stringify(draft) : null);
}

/** The form's text fields that differ from `baseline`; null when none does. */
function draftOf(values: FieldValues, baseline: FieldValues): Record<string, string> | null {
  const draft: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "string" || SECRET.test(name)) continue;
    if (value !== baseline[name]) draft[name] = value;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/**
 * Keeps what is typed in a react-hook-form form in this tab's sessionStorage under `key`, and
 * puts it back when the form is shown again (Back, a tap on the logo and back, a reload): on a
 * phone a half-filled long form was lost to one wrong tap. Text only: files cannot be
 * stored, and a field named like a password never is. The draft is put back after hydration, so
 * the server's HTML and the first client render agree. `discard(next)` empties the form to
 * `next` and forgets the draft: after a successful send, and for the "Clear form" button.
 */
export function useFormDraft<V extends FieldValues>(
  form: DraftForm<V>,
  key: string,
): { discard: (next: V) => void } {
  // What the form holds when there is nothing worth keeping: its defaults, then what it was
  // last emptied to.
  const baseline = useRef<FieldValues | null>(null);
  const target = useRef(form);
  target.current = form;

  useEffect(() => {
    const form = target.current;
    baseline.current ??= { ...(form.formState.defaultValues ?? form.getValues()) };
    const saved = readDraft(key);
    if (saved) {
      const current = form.getValues();
      const restored: Record<string, string> = {};
      for (const [name, value] of Object.entries(saved)) {
        if (typeof value === "string" && typeof current[name] === "string" && !SECRET.test(name))
          restored[name] = value;
      }
      // The defaults stay as they were: restored text counts as typed, so a prefill leaves it be.
      form.reset({ ...current, ...restored } as V, { keepDefaultValues: true });
    }
    const subscription = form.watch((values) =>
      writeDraft(key, draftOf(values, baseline.current ?? {})),
    );
    return () => subscription.unsubscribe();
  }, [key]);

  const discard = useCallback(
    (next: V) => {
      baseline.current = { ...next };
      target.current.reset(next);
      writeDraft(key, null);
    },
    [key],
  );
  return { discard };
}
