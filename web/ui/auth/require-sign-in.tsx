import { useEffect } from "react";
import { LinkButton } from "../components/ui/button.js";
import { EmptyState } from "../components/ui/card.js";
import { LOGGED_OUT } from "../queries/favourites.js";
import { redirectToLogin, useAuth } from "./use-auth.js";

/**
 * Spec §4: a signed-out visitor on /favorites or /profile sees a toast and goes to sign in 500 ms
 * later. The server already renders the sign-in prompt, so the page is honest without JavaScript.
 */
export function RequireSignIn({ path, children }: { path: string; children: React.ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) redirectToLogin(LOGGED_OUT);
  }, [isLoading, isAuthenticated]);
  if (isAuthenticated) return children;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState title="Sign in required" text="Please sign in to see this page.">
        <LinkButton href={`/login?returnTo=${encodeURIComponent(path)}`}>Sign In</LinkButton>
      </EmptyState>
    </div>
  );
}
