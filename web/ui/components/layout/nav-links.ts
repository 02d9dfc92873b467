/** The header's main links, in spec §2 order. */
export const MAIN_NAV = [
  { href: "/properties", label: "Properties" },
  { href: "/student-hostels", label: "Student Hostels" },
  { href: "/agents", label: "Agents" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/financing", label: "Financing" },
] as const;

/**
 * What only a signed-in user sees: spec §2's three links, then Manage Listings, where an agent or
 * a private owner finds their listings, pending or live (decision 56), and My viewings, both
 * sides' viewings (decision 104). "List Property" follows
 * as a button, as for a visitor.
 */
export const ACCOUNT_NAV = [
  { href: "/favorites", label: "Favorites" },
  { href: "/profile", label: "Profile" },
  { href: "/compare", label: "Compare" },
  { href: "/manage-listings", label: "Manage Listings" },
  { href: "/viewings", label: "My viewings" },
] as const;

/** A link is active on its own page and on the pages below it (/properties/12 keeps Properties lit). */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Spec §2: following a header link scrolls smoothly back to the top. */
export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, behavior: "smooth" });
}
