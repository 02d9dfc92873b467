import type { TestApp } from "../support/test-app.js";
import { insertListings } from "./listing-rows.js";
import { filter, searchPathsOf, withPropertyApp } from "./property-search-support.js";

let app: TestApp;
withPropertyApp((started) => {
  app = started;
});

const searchPaths = () => searchPathsOf(app);

describe("PropertyRepository words in other alphabets than ASCII", () => {
  beforeEach(async () => {
    await app.reset();
  });

  it("finds accented and Twi words whatever their case, as it does English ones", async () => {
    await insertListings(app, [
      { title: "VILLA ÉLÉGANTE, LABONE", description: "Four bedrooms." },
      { title: "Ɔdɔ Lodge", description: "Guest house at Nkwanta ɛkyir." },
    ]);
    const paths = searchPaths();
    for (const [path, repo] of paths) {
      const found = async (search: string) => ({
        path,
        search,
        titles: (await repo.search(filter({ search }))).map((p) => p.title),
      });
      expect(await found("élégante")).toEqual({
        path,
        search: "élégante",
        titles: ["VILLA ÉLÉGANTE, LABONE"],
      });
      expect(await found("ƆDƆ")).toEqual({ path, search: "ƆDƆ", titles: ["Ɔdɔ Lodge"] });
      expect(await found("ƐKYIR")).toEqual({ path, search: "ƐKYIR", titles: ["Ɔdɔ Lodge"] });
    }
  });
});
