import { useAuth } from "../../ui/auth/use-auth.js";
import { Dashboard } from "../../ui/components/dashboard/dashboard.js";
import { HomePage } from "../../ui/components/home/home-page.js";

/** Spec §2: visitors get the home page, a signed-in user their dashboard. */
export default function Page() {
  const { user } = useAuth();
  return user ? <Dashboard user={user} /> : <HomePage />;
}
