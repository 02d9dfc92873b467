import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import type { AuthUser } from "../../queries/auth.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Badge } from "../ui/card.js";

export const VERIFICATION_SENT = {
  title: "Verification link sent",
  description: "Check your inbox and open the link to confirm your e-mail address.",
};
const VERIFICATION_FAILED = {
  title: "Could not send the link. Please try again.",
  variant: "destructive" as const,
};

/**
 * On the profile: whether the address is confirmed (with a fresh link on request), and a
 * new address that waits for its own link while the current one stays in force.
 */
export function EmailStatus({ user }: { user: AuthUser }) {
  const resend = useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/verify-email"),
    onSuccess: () => toast(VERIFICATION_SENT),
    onError: (error) => {
      if (!toastIfRateLimited(error)) toast(VERIFICATION_FAILED);
    },
  });
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {user.emailVerified ? (
          <Badge tone="green">Verified</Badge>
        ) : (
          <>
            <Badge tone="yellow">Not verified</Badge>
            <Button
              variant="outline"
              size="sm"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
            >
              {resend.isPending ? "Sending..." : "Send verification link"}
            </Button>
          </>
        )}
      </p>
      {user.pendingEmail ? (
        <p role="status" className="break-words text-muted">
          Waiting for confirmation: we sent a link to <strong>{user.pendingEmail}</strong>. Your
          account keeps {user.email} until that link is used.
        </p>
      ) : null}
    </div>
  );
}
