import { plainText } from "#adapters/feeds/plain-text.js";
import { categorize } from "#modules/blog/blog-category.js";
import { slugify, uniqueSlug } from "#modules/blog/blog-slug.js";

describe("categorize", () => {
  const entry = (title: string, excerpt = "", categories: string[] = []) =>
    categorize({ title, excerpt, categories });

  it.each([
    ["Lands Commission digitises land title registration", "Legal"],
    ["Why diaspora investors are buying in Tema", "Investment"],
    ["Landlords and tenants: what the new tenancy rules mean", "Property Management"],
    ["Five tips for first-time buyers in Kumasi", "Buying Guide"],
    ["Accra rents: 2026 market outlook", "Market Trends"],
    ["Minister opens new Kotoka terminal", "News"],
  ])("files %p under %s", (title, category) => {
    expect(entry(title)).toBe(category);
  });

  it("trusts a feed category that names one of ours", () => {
    expect(entry("Weekly round-up", "", ["property-management"])).toBe("Property Management");
  });

  it("lets the excerpt decide when the title says nothing", () => {
    expect(entry("This week", "A guide to mortgage deposits for buyers")).toBe("Buying Guide");
  });

  it("matches whole words only", () => {
    expect(entry("Lawn care in the dry season")).toBe("News");
  });
});

describe("slugs", () => {
  it("turns titles into readable ASCII segments", () => {
    expect(slugify("Kɔkɔɔ & Café: Prices in Osu — 2026!")).toBe("k-k-and-cafe-prices-in-osu-2026");
    expect(slugify("!!!")).toBe("post");
    expect(slugify("a".repeat(200))).toHaveLength(80);
  });

  it("numbers a taken slug", () => {
    expect(uniqueSlug("osu", new Set())).toBe("osu");
    expect(uniqueSlug("osu", new Set(["osu", "osu-2"]))).toBe("osu-3");
  });
});

describe("plainText", () => {
  it("drops markup and scripts and decodes entities", () => {
    expect(
      plainText(
        '<p>Rent &amp; sale in <b>Osu</b></p><script>alert("x")</script><p>GH&#8373;&nbsp;5</p>',
      ),
    ).toBe("Rent & sale in Osu\n\nGH₵ 5");
  });
});
