import { cn } from "../ui/cn.js";
import { isActivePath, MAIN_NAV, scrollToTopSmoothly } from "./nav-links.js";

/** The seven main links; the current page's link is marked for sight and for screen readers. */
export function NavList({
  pathname,
  layout,
  onNavigate,
}: {
  pathname: string;
  layout: "row" | "stack";
  onNavigate?: () => void;
}) {
  return (
    <ul className={cn("flex gap-1", layout === "stack" && "flex-col")}>
      {MAIN_NAV.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={active ? "page" : undefined}
              onClick={() => {
                scrollToTopSmoothly();
                onNavigate?.();
              }}
              className={cn(
                "flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-700",
                layout === "stack" && "py-3 text-base",
                active && "bg-brand-50 text-brand-700 font-semibold",
              )}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
