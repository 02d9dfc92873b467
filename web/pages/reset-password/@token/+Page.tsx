import { usePageContext } from "vike-react/usePageContext";
import { ResetLinkInvalid, ResetPasswordForm } from "#web/ui/auth/reset-password-form.js";
import type { ResetLinkData } from "./+data.ssr.js";

export default function Page() {
  const pageContext = usePageContext();
  const data = pageContext.data as ResetLinkData | undefined;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-ink">Set a new password</h1>
      </div>
      {data && !data.valid ? (
        <ResetLinkInvalid />
      ) : (
        <ResetPasswordForm
          token={pageContext.routeParams.token ?? ""}
          email={data?.valid ? data.email : undefined}
        />
      )}
    </div>
  );
}
