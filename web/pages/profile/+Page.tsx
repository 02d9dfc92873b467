import { usePageContext } from "vike-react/usePageContext";
import { RequireSignIn } from "../../ui/auth/require-sign-in.js";
import { ProfilePage } from "../../ui/components/profile/profile-page.js";

export default function Page() {
  // Optional: component tests render the page without a Vike page context.
  const pageContext = usePageContext() as { urlParsed?: { search: Record<string, string> } };
  const tab = pageContext?.urlParsed?.search.tab;
  return (
    <RequireSignIn path={tab ? `/profile?tab=${encodeURIComponent(tab)}` : "/profile"}>
      <ProfilePage tab={tab} />
    </RequireSignIn>
  );
}
