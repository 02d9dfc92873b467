import { type ComponentProps, useCallback } from "react";
import { formReady, SCRIPT_FORM } from "./early-submits.js";

/**
 * A <form> whose fields only its script sends (as JSON to the API): a press before the page's
 * scripts run is held and replayed, never sent by the browser as a GET (early-submits.ts). The
 * ref runs once React has attached the form's handlers, in hydration or on a later render.
 */
export function ScriptForm(props: Omit<ComponentProps<"form">, "method" | "action" | "ref">) {
  const ready = useCallback((form: HTMLFormElement | null) => formReady(form), []);
  return <form {...props} {...SCRIPT_FORM} ref={ready} />;
}
