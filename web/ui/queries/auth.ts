import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../lib/api.js";

export const AUTH_USER_URL = "/api/auth/user";

/** The current user as GET /api/auth/user sends it (dates are ISO strings once they cross JSON). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  /** The address has been proved by a link we mailed to it. */
  emailVerified: boolean;
  /** A new address asked for on the profile and not yet confirmed from its mailbox. */
  pendingEmail: string | null;
}

/**
 * Spec §4: the session is whatever the current-user call says, asked once (no retry).
 * `null` is a known signed-out visitor (the server seeds it); a failed call means the same.
 */
export const authUserQuery = queryOptions<AuthUser | null>({
  queryKey: [AUTH_USER_URL],
  queryFn: () => getJson<AuthUser>(AUTH_USER_URL),
  retry: false,
});
