import { usePageContext } from "vike-react/usePageContext";
import { RequireSignIn } from "../../src/ui/auth/require-sign-in.js";
import { ProfilePage } from "../../src/ui/components/profile/profile-page.js";

export default function Page() {
  const tab = usePageContext().urlParsed.search.tab;
  return (
    <RequireSignIn path={tab ? `/profile?tab=${encodeURIComponent(tab)}` : "/profile"}>
      <ProfilePage tab={tab} />
    </RequireSignIn>
  );
}
