import { useQuery } from "@tanstack/react-query";
import { type AuthUser, authUserQuery } from "../queries/auth.js";
import { toast } from "../toast/toast-store.js";

/** Spec §9: how long a signed-out visitor sees the toast before going to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §7: signing out is a navigation, not an API call. */
export const SIGN_OUT_PATH = "/api/logout";

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Spec §4: loading, then signed in or not; a failed current-user call means signed out. */
export function useAuth(): AuthState {
  const { data, isPending, isError } = useQuery(authUserQuery);
  const user = isError ? null : (data ?? null);
  return { user, isLoading: isPending && !isError, isAuthenticated: user !== null };
}

/** 'Welcome, {first name or User}' (spec §2). */
export function displayName(user: Pick<AuthUser, "firstName"> | null): string {
  return user?.firstName?.trim() || "User";
}

/** /api/login answers with a redirect to /login and keeps only a safe same-site return path. */
export function loginPath(returnTo = currentPath()): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Spec §4: a signed-out visitor on a protected page (or after a 401) is sent to sign in
 * 500 ms later, so a toast shown just before has a moment to be read. Pass the toast to show it here.
 */
export function redirectToLogin(message?: Parameters<typeof toast>[0]): void {
  if (message) toast(message);
  const target = loginPath();
  setTimeout(() => {
    window.location.href = target;
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** The header's Sign In: back to this page afterwards (the home page and /login need no return path). */
export function signInPath(pathname: string): string {
  return pathname === "/" || pathname.startsWith("/login")
    ? "/login"
    : `/login?returnTo=${encodeURIComponent(pathname)}`;
}

function currentPath(): string {
  if (typeof window === "undefined") return "/";
  return window.location.pathname + window.location.search;
}
