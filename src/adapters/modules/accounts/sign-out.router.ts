import Router from "@koa/router";
import type { Context } from "koa";
import { leavesCatalogueAlone } from "../../http/middleware/read-cache.js";
import { sessionOf } from "../../http/session.js";

const SIGN_OUT_PATH = "/api/logout";

/** Asked when another site (or a browser that does not say) sends the visitor here. */
const CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out of Ofie?</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<main>
<h1>Sign out of Ofie?</h1>
<p>A link asked to sign you out. You are still signed in.</p>
<form method="post" action="${SIGN_OUT_PATH}">
<button type="submit">Sign out</button>
</form>
<p><a href="/">Stay signed in and go to Ofie</a></p>
</main>
</body>
</html>
`;

/**
 * Sign Out is a navigation to GET /api/logout (spec §7), which a page of another site could also
 * make, an <img> or a link signing the visitor out against their will. So the GET signs out only
 * when the browser says the visitor's own click on our page (same-origin) or own typing (none)
 * sent it; otherwise it asks, with a button that POSTs, which the cross-site guard admits only
 * from our own pages.
 */
export function signOutRouter(): Router {
  const router = new Router();

  router.get(SIGN_OUT_PATH, (ctx) => {
    const site = ctx.get("sec-fetch-site");
    if (site === "same-origin" || site === "none") {
      signOut(ctx);
      return;
    }
    const { userId, isAdmin } = sessionOf(ctx);
    // Signed out already: nothing to ask, and nothing of the visitor's session to drop.
    if (!userId && !isAdmin) {
      ctx.redirect("/");
      return;
    }
    ctx.set("Cache-Control", "no-store");
    ctx.type = "html";
    ctx.body = CONFIRM_PAGE;
  });

  router.post(SIGN_OUT_PATH, (ctx) => {
    leavesCatalogueAlone(ctx);
    signOut(ctx);
    // 303: the browser follows a POST's redirect with a GET.
    ctx.status = 303;
  });

  return router;
}

function signOut(ctx: Context): void {
  ctx.session = null;
  ctx.redirect("/");
}
