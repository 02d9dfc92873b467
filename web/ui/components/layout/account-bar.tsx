import { useAuth } from "../../auth/use-auth.js";
import { AccountLinks } from "./auth-actions.js";
import { scrollToTopSmoothly } from "./nav-links.js";

/**
 * A signed-in user's links on a desktop, in a second row of the sticky header (the drawer holds
 * them on a phone): the header's one row cannot also hold Manage Listings and List Property beside
 * the seven main links without running off a 1280 px screen. Spec §2 puts them in the header.
 */
export function AccountBar({ pathname }: { pathname: string }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading || !isAuthenticated) return null;
  return (
    <nav aria-label="Your account" className="hidden border-b border-gray-200 bg-gray-50 lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-end gap-1 px-4 py-1 sm:px-6">
        <AccountLinks pathname={pathname} layout="row" onNavigate={scrollToTopSmoothly} />
      </div>
    </nav>
  );
}
