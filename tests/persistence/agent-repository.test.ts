import { TOKENS } from "../../src/container/tokens.js";
import type { AgentRepository } from "../../src/modules/agents/agents.ports.js";
import { insertAgent } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, insertUser, names } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const agents = () => bound<AgentRepository>(app, TOKENS.AgentRepository);

describe("AgentRepository.list", () => {
  it("sorts by rating, then reviews, then id; answers the numeric rating with one decimal", async () => {
    await insertAgent(app, { name: "Yaw", rating: "4.5", review_count: 10 });
    await insertAgent(app, { name: "Ama", rating: "4.5", review_count: 40 });
    await insertAgent(app, { name: "Kofi", rating: "5", review_count: 1 });
    await insertAgent(app, { name: "Efua", rating: "4.5", review_count: 10 });
    await insertAgent(app, { name: "Kojo", rating: "0", review_count: 0 });

    const list = await agents().list({ featured: false, sort: "rating", limit: 10 });

    expect(list.map((a) => [a.name, a.rating, a.reviewCount])).toEqual([
      ["Kofi", "5.0", 1],
      ["Ama", "4.5", 40],
      ["Yaw", "4.5", 10],
      ["Efua", "4.5", 10],
      ["Kojo", "0.0", 0],
    ]);
  });

  it("sorts by sales and by reviews with ties in id order, and newest with ties newest id first", async () => {
    const sameTime = at("2026-03-01T08:00:00.000Z");
    await insertAgent(app, {
      name: "First",
      properties_sold: 5,
      review_count: 9,
      created_at: sameTime,
    });
    await insertAgent(app, {
      name: "Second",
      properties_sold: 12,
      review_count: 9,
      created_at: sameTime,
    });
    await insertAgent(app, {
      name: "Third",
      properties_sold: 5,
      review_count: 30,
      created_at: at("2026-01-01T00:00:00Z"),
    });

    expect(names(await agents().list({ featured: false, sort: "sales", limit: 10 }))).toEqual([
      "Second",
      "First",
      "Third",
    ]);
    expect(names(await agents().list({ featured: false, sort: "reviews", limit: 10 }))).toEqual([
      "Third",
      "First",
      "Second",
    ]);
    expect(names(await agents().list({ featured: false, sort: "newest", limit: 10 }))).toEqual([
      "Second",
      "First",
      "Third",
    ]);
  });

  it("keeps to the featured and the limit", async () => {
    await insertAgent(app, { name: "Featured low", featured: true, rating: "3.1" });
    await insertAgent(app, { name: "Plain", featured: false, rating: "4.9" });
    await insertAgent(app, { name: "Featured high", featured: true, rating: "4.2" });

    expect(names(await agents().list({ featured: true, sort: "rating", limit: 10 }))).toEqual([
      "Featured high",
      "Featured low",
    ]);
    expect(names(await agents().list({ featured: false, sort: "rating", limit: 1 }))).toEqual([
      "Plain",
    ]);
  });

  it("searches name or company in any case, the visitor's % _ and \\ matching only themselves", async () => {
    await insertAgent(app, { name: "Nana Ama Boateng", company: "Osu Lettings" });
    await insertAgent(app, { name: "Kwame Mensah", company: "KUMASI ESTATES" });
    await insertAgent(app, { name: "Selorm 50% Off", company: null });
    await insertAgent(app, { name: "Selorm 500", company: "Tema_Homes" });
    await insertAgent(app, { name: "Back\\slash Realty", company: null });

    const search = async (text: string) =>
      names(await agents().list({ featured: false, search: text, sort: "rating", limit: 10 }));

    expect(await search("nana AMA")).toEqual(["Nana Ama Boateng"]);
    expect(await search("kumasi estates")).toEqual(["Kwame Mensah"]);
    expect(await search("osu")).toEqual(["Nana Ama Boateng"]);
    expect(await search("50%")).toEqual(["Selorm 50% Off"]);
    expect(await search("a_h")).toEqual(["Selorm 500"]);
    expect(await search("tema_")).toEqual(["Selorm 500"]);
    expect(await search("k\\s")).toEqual(["Back\\slash Realty"]);
    expect(await search("Takoradi")).toEqual([]);
  });

  it("folds the case of Twi and accented letters too", async () => {
    // The database's ctype decides what ILIKE folds: a C ctype would leave "Ɔ" and "ɔ" apart.
    await insertAgent(app, { name: "Kwabena Adɔmako", company: "Ɛsi & Sons" });
    await insertAgent(app, { name: "Ama Asante", company: "Société Ébène" });

    const search = async (text: string) =>
      names(await agents().list({ featured: false, search: text, sort: "rating", limit: 10 }));

    expect(await search("ADƆMAKO")).toEqual(["Kwabena Adɔmako"]);
    expect(await search("ɛsi")).toEqual(["Kwabena Adɔmako"]);
    expect(await search("ÉBÈNE")).toEqual(["Ama Asante"]);
  });
});

describe("AgentRepository.findById / findByUserId / isLinked", () => {
  it("reads an agent with its nullable fields as null and never answers another's", async () => {
    const userId = await insertUser(app);
    const id = await insertAgent(app, {
      name: "Akosua Asante",
      company: null,
      email: "akosua@example.com",
      phone: null,
      profile_image: null,
      bio: null,
      rating: "4",
      review_count: 7,
      properties_sold: 3,
      is_verified: false,
      user_id: userId,
    });
    await insertAgent(app);

    const expected = {
      id,
      name: "Akosua Asante",
      company: null,
      email: "akosua@example.com",
      phone: null,
      profileImage: null,
      rating: "4.0",
      reviewCount: 7,
      propertiesSold: 3,
      bio: null,
      isVerified: false,
      licenseNumber: null,
      licenseCheckedAt: null,
    };
    expect(await agents().findById(id)).toEqual(expected);
    expect(await agents().findByUserId(userId)).toEqual(expected);
    expect(await agents().findById(id + 100)).toBeNull();
    expect(await agents().findByUserId(userId + 100)).toBeNull();
  });

  it("says whether an account holds the agent's powers", async () => {
    const userId = await insertUser(app);
    const linked = await insertAgent(app, { user_id: userId });
    const unlinked = await insertAgent(app, { user_id: null });

    expect(await agents().isLinked(linked)).toBe(true);
    expect(await agents().isLinked(unlinked)).toBe(false);
    expect(await agents().isLinked(unlinked + 100)).toBe(false);
  });
});
