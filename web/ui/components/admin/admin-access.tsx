import { LinkButton } from "../ui/button.js";
import { EmptyState, Skeleton } from "../ui/card.js";

export const ADMIN_LOGIN_PATH = "/admin/login";

/** Spec §2: what the dashboard shows without the (server's) admin flag. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        title="Access Denied"
        text="You need to sign in as the administrator to see this page."
      >
        <LinkButton href={ADMIN_LOGIN_PATH}>Go to Login</LinkButton>
      </EmptyState>
    </div>
  );
}

/** Spec §2: shown while the browser asks the server whether this session is the admin's. */
export function AdminLoading() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" role="status">
      <Skeleton className="mx-auto mb-4 h-10 w-10 rounded-full" />
      <p className="text-muted">Loading admin dashboard...</p>
    </div>
  );
}
