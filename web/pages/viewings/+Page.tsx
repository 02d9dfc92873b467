import { useState } from "react";
import { usePageContext } from "vike-react/usePageContext";
import { RequireSignIn } from "#web/ui/auth/require-sign-in.js";
import { MyViewings } from "#web/ui/components/viewings/my-viewings.js";
import { renderedAt } from "#web/ui/components/viewings/rendered-at.js";

export default function Page() {
  const { data } = usePageContext();
  const [now] = useState(() => renderedAt(data));
  return (
    <RequireSignIn path="/viewings">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <header>
          <h1 className="text-3xl font-bold text-ink">My viewings</h1>
          <p className="mt-1 text-muted">
            The places you asked to see, and the requests to see yours: answer them here.
          </p>
        </header>
        <MyViewings now={now} />
      </div>
    </RequireSignIn>
  );
}
