import type { Context, Next } from "koa";
import { smallPage } from "../small-page.js";

/**
 * A page's form that the browser sent itself, because the page's script that sends its fields
 * to the API did not run (JavaScript off, or blocked). Such forms post (ScriptForm, decision 89)
 * so that no field reaches a URL; pages answer GET and HEAD only, so the post used to end in a
 * bare "Not Found". Now the sender reads why and how to go on. Their fields are neither kept
 * nor echoed: the form is theirs to fill again, and may have held a password.
 */
export async function formWithoutScript(ctx: Context, next: Next): Promise<void> {
  if (ctx.method !== "POST" || ctx.path.startsWith("/api/") || !ctx.is("urlencoded", "multipart")) {
    return next();
  }
  ctx.status = 405;
  ctx.set("Allow", "GET, HEAD");
  ctx.set("Cache-Control", "no-store");
  ctx.type = "html";
  ctx.body = FORM_WITHOUT_SCRIPT_PAGE;
}

// `href=""` is the form's own page again, asked for with a GET.
const FORM_WITHOUT_SCRIPT_PAGE = smallPage(
  "This form needs JavaScript",
  `<p>Your browser sent the form itself, so nothing you typed was saved or sent on. This page sends its forms with JavaScript, which did not run: it may be turned off, or the page had not finished loading.</p>
<p>Turn JavaScript on, or wait until the page has loaded, then fill in the form again.</p>
<p><a href="">Back to the form</a></p>`,
);
