import { CatalogueService } from "#modules/catalogue/catalogue.service.js";
import {
  SITEMAP_PART_URLS,
  sitemapPartCount,
  sitemapPartIds,
} from "#modules/catalogue/sitemap-parts.js";
import type { PriceConversions } from "#modules/listings/listings.ports.js";
import type { Property } from "#modules/listings/listings.types.js";
import { fakeProperties } from "../shared/shared.fakes.js";

describe("the sitemap's listing parts", () => {
  it("hold at most the protocol's 50,000 URLs each", () => {
    expect(SITEMAP_PART_URLS).toBe(50_000);
  });

  it("split the ids into consecutive ranges, one part per 50,000 ids", () => {
    expect(sitemapPartIds(1, SITEMAP_PART_URLS)).toEqual({ afterId: 0, upToId: 50_000 });
    expect(sitemapPartIds(2, SITEMAP_PART_URLS)).toEqual({ afterId: 50_000, upToId: 100_000 });
    expect(sitemapPartCount(null, SITEMAP_PART_URLS)).toBe(0);
    expect(sitemapPartCount(1, SITEMAP_PART_URLS)).toBe(1);
    expect(sitemapPartCount(50_000, SITEMAP_PART_URLS)).toBe(1);
    expect(sitemapPartCount(50_001, SITEMAP_PART_URLS)).toBe(2);
  });
});

describe("CatalogueService's sitemap", () => {
  const listing = (id: number, published = true) =>
    ({ id, published, createdAt: new Date("2026-11-01T00:00:00Z") }) as Property;
  const prices: PriceConversions = { withConversions: async (items) => items };
  const service = (known: Property[]) => new CatalogueService(fakeProperties(known), prices);

  it("counts parts to the last published listing, and lists a part's published listings by id", async () => {
    const catalogue = service([
      listing(1),
      listing(2, false),
      listing(50_000),
      listing(50_001),
      listing(120_000),
      listing(160_000, false),
    ]);
    expect(await catalogue.countSitemapParts()).toBe(3);
    expect((await catalogue.listSitemapPart(1))?.map((l) => l.id)).toEqual([1, 50_000]);
    expect((await catalogue.listSitemapPart(2))?.map((l) => l.id)).toEqual([50_001]);
    expect((await catalogue.listSitemapPart(3))?.map((l) => l.id)).toEqual([120_000]);
  });

  it("answers null for a part the index does not name", async () => {
    const catalogue = service([listing(1), listing(60_000)]);
    for (const part of [0, -1, 3, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await catalogue.listSitemapPart(part)).toBeNull();
    }
    expect(await service([]).countSitemapParts()).toBe(0);
    expect(await service([]).listSitemapPart(1)).toBeNull();
  });
});
