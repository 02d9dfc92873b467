// https://vike.dev/onCreatePageContext — `.ssr` runs it for the first, server-rendered page only,
// so client-side navigations don't need a pageContext.json round trip for it.
import type { PageContextServer } from "vike/types";
import { isUnauthorized } from "#shared/errors.js";
import type { AuthUser } from "../ui/queries/auth.js";

/**
 * The signed-in user (or null) for the header's first paint; a stale session (its account gone)
 * counts as signed out. Any other failure is the page's error: shown as signed out, a database
 * that did not answer in time read as "Sign in required" to a signed-in user.
 * The moment of rendering, so the browser hydrates clock-dependent text as the server wrote it.
 */
export default async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  pageContext.renderedAt = new Date().toISOString();
  pageContext.authUser = await currentUser(pageContext);
}

async function currentUser({ services, actor }: PageContextServer): Promise<AuthUser | null> {
  if (actor.userId === null) return null;
  try {
    const user = await services.accounts.getUser(actor);
    return { ...user, createdAt: user.createdAt.toISOString() };
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
