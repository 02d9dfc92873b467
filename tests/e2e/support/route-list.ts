import type { Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import type { ViewportName } from "./browser.js";

export interface SweptRoute {
  /** The path visited, query string included. */
  path: string;
  /** Names the screenshot: test-results/screens/{name}-{auth}-{viewport}.png. */
  name: string;
  /** The text that shows the page has its data (a heading, usually). */
  ready: string;
  /** Where the page sends this visitor on its own (the sign-in wall of /favorites). */
  redirectsTo?: string;
  /** The HTTP status the document itself answers (the not-found page's 404). */
  status?: number;
  /** What the tab's title must hold; else any title but the site's default (the home page's). */
  title?: string;
  /**
   * What to do on the page once it is checked and photographed (the admin dashboard's tabs); the
   * console and the Content-Security-Policy are watched through it as well. Returns what it found.
   */
  explore?: (page: Page) => Promise<string[] | undefined>;
}

/** The server-rendered HTML of one route as one visitor got it, for the Nu HTML Checker. */
export interface SsrDocument {
  /** "agent /favorites": who asked for which path. */
  route: string;
  html: string;
}

/** A signed-in user's first name as long as real ones get: the header and greetings must wrap. */
export const LONG_FIRST_NAME = "Efua Oforiwaa-Asantewaa";

/**
 * Spec §2's routes, each with a seeded property id and blog slug filled in, as a visitor or a
 * signed-in user meets them.
 */
export async function specRoutes(
  server: BuiltServer,
  who: "visitor" | "user",
  firstName = LONG_FIRST_NAME,
): Promise<SweptRoute[]> {
  const signInWall = who === "visitor" ? "/login" : undefined;
  const [property] = JSON.parse((await server.get("/api/properties?limit=1")).html) as {
    id: number;
    title: string;
  }[];
  const [post] = JSON.parse((await server.get("/api/blog")).html) as {
    slug: string;
    title: string;
  }[];
  return [
    // Signed in, the home page is the Dashboard.
    // A brand-new account is welcomed, not welcomed back.
    {
      path: "/",
      name: "home",
      ready: who === "user" ? `Welcome, ${firstName}!` : "",
      title: "Ofie",
    },
    { path: "/properties", name: "properties", ready: "properties found" },
    { path: "/properties?type=sale", name: "properties-sale", ready: "properties found" },
    { path: "/properties?type=rent", name: "properties-rent", ready: "properties found" },
    // The map view (decision 69): its toggle, clustered pins and the tiles' credit.
    { path: "/properties?view=map", name: "properties-map", ready: "on the map" },
    {
      path: `/properties/${property.id}`,
      name: "property",
      ready: property.title,
      title: property.title,
    },
    { path: "/student-hostels", name: "student-hostels", ready: "found" },
    { path: "/agents", name: "agents", ready: "" },
    { path: "/blog", name: "blog", ready: "" },
    { path: `/blog/${post.slug}`, name: "blog-post", ready: post.title, title: post.title },
    { path: "/about", name: "about", ready: "" },
    { path: "/contact", name: "contact", ready: "" },
    { path: "/financing", name: "financing", ready: "" },
    // Issue 20's guide (beyond spec §2's list, linked from the footer): its chart arrives after hydration.
    { path: "/price-guide", name: "price-guide", ready: "Rent, GH₵ per month" },
    { path: "/legal", name: "legal", ready: "Terms of Service" },
    { path: "/legal?tab=gdpr", name: "legal-gdpr", ready: "GDPR Notice" },
    { path: "/compare", name: "compare", ready: "" },
    { path: "/list-property", name: "list-property", ready: "List Your Property" },
    { path: "/agent-registration", name: "agent-registration", ready: "" },
    { path: "/favorites", name: "favorites", ready: "", redirectsTo: signInWall },
    { path: "/profile", name: "profile", ready: "", redirectsTo: signInWall },
    { path: "/login", name: "login", ready: "" },
    { path: "/admin/login", name: "admin-login", ready: "" },
    { path: "/admin", name: "admin", ready: "Access Denied" },
    {
      path: "/no/such/page",
      name: "not-found",
      ready: "Page Not Found",
      status: 404,
      title: "Page Not Found",
    },
  ];
}

/** Pages beyond spec §2 that a signed-in user reaches from a mail or the profile. */
export const BEYOND_SPEC: SweptRoute[] = [
  { path: "/manage-listings", name: "manage-listings", ready: "" },
  { path: "/viewings", name: "viewings", ready: "Requests for my listings" },
  { path: "/viewings/answer/no-such-token", name: "viewing-answer", ready: "Link not valid" },
  { path: "/alerts/unsubscribe/no-such-token", name: "unsubscribe", ready: "Link not valid" },
];

/** Spec §2 pages an approved agent sees otherwise than a signed-in user. */
export const AGENT_PAGES = new Set([
  "home",
  "properties",
  "agents",
  "favorites",
  "profile",
  "compare",
  "list-property",
  "agent-registration",
]);

/** A sale at GH₵ 12,500,000 with a long title: the widest a price and a card get. */
export const BIG_LISTING = (viewport: ViewportName) => ({
  title: `Five Bedroom Executive Villa with Swimming Pool and Boys' Quarters, Trasacco Valley (${viewport})`,
  price: "12500000",
  listingType: "sale",
  location: "Trasacco Valley, East Legon",
  propertyType: "house",
  bedrooms: "5",
  bathrooms: "6",
  description:
    "A gated five-bedroom villa with a swimming pool, boys' quarters, a standby generator and a borehole.",
  contactName: "Kwabena Owusu-Ansah Adjei-Boateng",
  contactEmail: `kwabena.${viewport}@example.com`,
});
