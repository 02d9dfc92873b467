import { BLOG_CATEGORIES, type BlogCategory } from "./blog.types.js";

/**
 * Keywords per spec §9 category. Matched on whole words of the title, the feed's own
 * categories and the excerpt; the order breaks ties, so the more specific topics come first.
 */
const KEYWORDS: [BlogCategory, string[]][] = [
  [
    "Legal",
    [
      "law",
      "laws",
      "legal",
      "lawyer",
      "court",
      "courts",
      "lawsuit",
      "litigation",
      "dispute",
      "disputes",
      "land title",
      "title deed",
      "indenture",
      "lands commission",
      "land registration",
      "regulation",
      "regulations",
      "regulatory",
      "legislation",
      "parliament",
      "rent act",
      "rent control",
      "compliance",
      "property tax",
      "stamp duty",
      "land guards",
      "encroachment",
    ],
  ],
  [
    "Investment",
    [
      "invest",
      "investing",
      "investor",
      "investors",
      "investment",
      "investments",
      "roi",
      "return on investment",
      "rental yield",
      "yields",
      "portfolio",
      "reit",
      "reits",
      "capital appreciation",
      "diaspora",
      "fund",
      "funds",
    ],
  ],
  [
    "Property Management",
    [
      "property management",
      "property manager",
      "landlord",
      "landlords",
      "tenant",
      "tenants",
      "tenancy",
      "maintenance",
      "facility management",
      "rent collection",
      "lease",
      "leasing",
      "letting",
      "service charge",
    ],
  ],
  [
    "Buying Guide",
    [
      "buy",
      "buying",
      "buyer",
      "buyers",
      "guide",
      "tips",
      "how to",
      "first-time",
      "first time",
      "checklist",
      "mortgage",
      "mortgages",
      "home loan",
      "down payment",
      "deposit",
      "what to know",
    ],
  ],
  [
    "Market Trends",
    [
      "market",
      "markets",
      "trend",
      "trends",
      "price",
      "prices",
      "price index",
      "rents",
      "rising",
      "quarter",
      "quarterly",
      "demand",
      "supply",
      "forecast",
      "outlook",
      "report",
      "survey",
      "growth",
      "inflation",
      "cedi",
      "interest rates",
      "housing deficit",
    ],
  ],
];

const PATTERNS = KEYWORDS.map(
  ([category, words]) =>
    [
      category,
      words.map((w) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(w)}($|[^a-z0-9])`)),
    ] as const,
);

/** Picks one of the six categories for a feed entry; News when nothing points elsewhere. */
export function categorize(entry: {
  title: string;
  excerpt: string;
  categories: string[];
}): BlogCategory {
  // A feed that already files the entry under one of ours knows best.
  for (const tag of entry.categories) {
    const own = canonicalCategory(tag);
    if (own) return own;
  }
  const headline = `${entry.title} ${entry.categories.join(" ")}`.toLowerCase();
  const body = entry.excerpt.toLowerCase();
  let best: BlogCategory = "News";
  let bestScore = 0;
  for (const [category, patterns] of PATTERNS) {
    // The headline says what a piece is about; the excerpt only hints.
    const score = patterns.reduce(
      (sum, p) => sum + (p.test(headline) ? 3 : 0) + (p.test(body) ? 1 : 0),
      0,
    );
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/** "market-trends", "MARKET TRENDS" and "Market Trends" all name the same category. */
export function canonicalCategory(value: string): BlogCategory | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, " ");
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === key);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
