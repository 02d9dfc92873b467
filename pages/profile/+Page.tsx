import { RequireSignIn } from "../../src/ui/auth/require-sign-in.js";
import { ProfilePage } from "../../src/ui/components/profile/profile-page.js";

export default function Page() {
  return (
    <RequireSignIn path="/profile">
      <ProfilePage />
    </RequireSignIn>
  );
}
