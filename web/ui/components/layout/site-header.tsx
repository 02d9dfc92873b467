import { AccountBar } from "./account-bar.js";
import { AuthActions } from "./auth-actions.js";
import { MobileDrawer } from "./mobile-drawer.js";
import { scrollToTopSmoothly } from "./nav-links.js";
import { NavList } from "./nav-list.js";

/**
 * The sticky header of every page (spec §2): logo, the seven links, the account end, and the
 * drawer on small screens; on a desktop a signed-in user's links are its second row.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="/"
          onClick={scrollToTopSmoothly}
          className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-brand-700"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 text-base text-gold-400"
          >
            O
          </span>
          Ofie
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <NavList pathname={pathname} layout="row" />
        </nav>
        <div className="hidden lg:block">
          <AuthActions pathname={pathname} layout="row" />
        </div>
        <MobileDrawer pathname={pathname} />
      </div>
      <AccountBar pathname={pathname} />
    </header>
  );
}
