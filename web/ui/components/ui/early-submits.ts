/**
 * Forms that only their script can send (its fields go to the API as JSON). The page's scripts
 * start after the first paint (decision 30), so on a slow phone a visitor can press its button
 * before they run: the browser would then send the form itself, as a GET to this page with every
 * field, the password too, in the address bar, the history and the request log. Such a form is
 * a ScriptForm (script-form.tsx); an inline script in the page's head (`HOLD_EARLY_SUBMITS`) holds a press that
 * comes too early and presses again once the form's own script is attached, with what was typed.
 * POST, so that even a browser without JavaScript never puts the fields in a URL.
 */
export const SCRIPT_FORM = { method: "post", "data-needs-script": "" } as const;

declare global {
  interface Window {
    /** Set by HOLD_EARLY_SUBMITS: a form's script is attached; a press it held is replayed. */
    ofieFormReady?: (form: HTMLFormElement) => void;
  }
}

/** Marks `form` ready (its handlers are attached), replaying a press held before. */
export function formReady(form: HTMLFormElement | null): void {
  if (!form) return;
  form.dataset.ready = "";
  // After the commit that attached it: the press runs its handler as a fresh event.
  setTimeout(() => window.ofieFormReady?.(form));
}

/**
 * Runs before the body is parsed. A press on a marked form that is not ready yet is stopped and
 * remembered (the last one); `ofieFormReady` presses it again with the same submit button.
 */
export const HOLD_EARLY_SUBMITS =
  "(()=>{let held=null;" +
  'addEventListener("submit",(e)=>{const f=e.target;' +
  'if(!(f instanceof HTMLFormElement)||!f.hasAttribute("data-needs-script")||f.hasAttribute("data-ready"))return;' +
  "e.preventDefault();e.stopImmediatePropagation();held={f,s:e.submitter}},true);" +
  "window.ofieFormReady=(f)=>{if(!held||held.f!==f)return;const s=held.s;held=null;" +
  "f.requestSubmit(s&&s.form===f?s:undefined)}})()";
