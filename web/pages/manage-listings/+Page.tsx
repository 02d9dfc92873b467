import { RequireSignIn } from "../../ui/auth/require-sign-in.js";
import { ManageListings } from "../../ui/components/manage-listings/manage-listings.js";

export default function Page() {
  return (
    <RequireSignIn path="/manage-listings">
      <ManageListings />
    </RequireSignIn>
  );
}
