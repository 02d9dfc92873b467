import { displayName, SIGN_OUT_PATH, signInPath, useAuth } from "../../auth/use-auth.js";
import { buttonClass } from "../ui/button.js";
import { cn } from "../ui/cn.js";
import { ACCOUNT_NAV, isActivePath, scrollToTopSmoothly } from "./nav-links.js";

/**
 * The account end of the header (spec §2): a placeholder while the session loads, the
 * visitor's buttons, or the signed-in links with the welcome line and Sign Out.
 * `layout` switches between the desktop row and the drawer's stacked list.
 */
export function AuthActions({
  pathname,
  layout,
  onNavigate,
}: {
  pathname: string;
  layout: "row" | "stack";
  onNavigate?: () => void;
}) {
  const { user, isLoading, isAuthenticated } = useAuth();
  const stacked = layout === "stack";
  const follow = () => {
    scrollToTopSmoothly();
    onNavigate?.();
  };

  if (isLoading) {
    return (
      <div
        data-testid="auth-placeholder"
        className={cn("flex gap-2", stacked && "flex-col")}
        aria-busy="true"
      >
        <span className="sr-only">Loading your account…</span>
        <span aria-hidden="true" className="h-11 w-24 animate-pulse rounded-lg bg-gray-200" />
        <span aria-hidden="true" className="h-11 w-24 animate-pulse rounded-lg bg-gray-200" />
      </div>
    );
  }

  if (!isAuthenticated) {
    return (
      <div className={cn("flex items-center gap-2", stacked && "flex-col items-stretch")}>
        <a
          href={signInPath(pathname)}
          onClick={follow}
          className={buttonClass("ghost", "sm", stacked ? "w-full" : undefined)}
        >
          Sign In
        </a>
        <a
          href="/agent-registration"
          onClick={follow}
          className={buttonClass("outline", "sm", stacked ? "w-full" : undefined)}
        >
          For Agents
        </a>
        <a
          href="/list-property"
          onClick={follow}
          className={buttonClass("primary", "sm", stacked ? "w-full" : undefined)}
        >
          List Property
        </a>
      </div>
    );
  }

  // On a desktop the account's links are the bar under the header (AccountBar): the header's row
  // has room for the welcome line and Sign Out only.
  return (
    <div className={cn("flex items-center gap-1", stacked && "flex-col items-stretch gap-2")}>
      {stacked ? <AccountLinks pathname={pathname} layout="stack" onNavigate={follow} /> : null}
      <span className={cn("px-2 text-sm text-muted", stacked ? "py-1" : "max-w-[14rem] truncate")}>
        Welcome, {displayName(user)}
      </span>
      {/* A GET form keeps Sign Out a real button that still navigates without JavaScript. */}
      <form action={SIGN_OUT_PATH} method="get">
        <button
          type="submit"
          className={buttonClass("outline", "sm", stacked ? "w-full" : "whitespace-nowrap")}
        >
          Sign Out
        </button>
      </form>
    </div>
  );
}

/**
 * A signed-in user's links: spec §2's Favorites, Profile and Compare, then Manage Listings and
 * List Property, where an owner or an agent finds and adds their listings (decision 56).
 */
export function AccountLinks({
  pathname,
  layout,
  onNavigate,
}: {
  pathname: string;
  layout: "row" | "stack";
  onNavigate: () => void;
}) {
  const stacked = layout === "stack";
  return (
    <>
      {ACCOUNT_NAV.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <a
            key={link.href}
            href={link.href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700",
              active && "bg-brand-50 text-brand-700",
            )}
          >
            {link.label}
          </a>
        );
      })}
      <a
        href="/list-property"
        onClick={onNavigate}
        aria-current={isActivePath(pathname, "/list-property") ? "page" : undefined}
        className={buttonClass("primary", "sm", stacked ? "w-full" : "ml-1 whitespace-nowrap")}
      >
        List Property
      </a>
    </>
  );
}
