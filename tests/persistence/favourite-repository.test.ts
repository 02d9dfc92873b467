import { TOKENS } from "../../src/container/tokens.js";
import type { FavouriteRepository } from "../../src/modules/favourites/favourites.ports.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const favourites = () => bound<FavouriteRepository>(app, TOKENS.FavouriteRepository);

describe("FavouriteRepository.add", () => {
  it("adds a favourite with its listing and agent, typed as the saved list reads them", async () => {
    const userId = await insertUser(app);
    const agentId = await insertAgent(app, { name: "Efua Owusu", rating: "4.5" });
    const propertyId = await insertProperty(app, {
      title: "Spintex townhouse",
      price: "1850000.5",
      area: "240",
      viewing_fee: "50",
      commission_percent: "5",
      amenities: '{Borehole,"Boys\' quarters"}',
      near_universities: "{}",
      agent_id: agentId,
      latitude: 5.6356,
      longitude: -0.1625,
    });

    const saved = await favourites().add(userId, propertyId);

    expect(saved).toMatchObject({
      created: true,
      favourite: {
        id: expect.any(Number),
        propertyId,
        createdAt: expect.any(Date),
        property: {
          id: propertyId,
          title: "Spintex townhouse",
          price: "1850000.50",
          area: "240.00",
          viewingFee: "50.00",
          commissionPercent: "5.00",
          amenities: ["Borehole", "Boys' quarters"],
          nearUniversities: [],
          priceCurrency: "GHS",
          latitude: 5.6356,
          longitude: -0.1625,
          agent: { id: agentId, name: "Efua Owusu", rating: "4.5" },
          published: true,
          freshness: "fresh",
        },
      },
    });
    // The add reads the listing in its own SQL, the list through the ORM: one shape for both.
    expect(await favourites().listForUser(userId)).toEqual([saved?.favourite]);
    expect(await app.sql("SELECT id, user_id, property_id FROM favorites")).toEqual([
      { id: saved?.favourite.id, user_id: userId, property_id: propertyId },
    ]);
  });

  it("answers the existing favourite, not created, on a second add", async () => {
    const userId = await insertUser(app);
    const propertyId = await insertProperty(app);
    const first = await favourites().add(userId, propertyId);

    const second = await favourites().add(userId, propertyId);

    expect(second?.created).toBe(false);
    expect(second?.favourite).toEqual(first?.favourite);
    expect(await app.sql("SELECT count(*)::int AS n FROM favorites")).toEqual([{ n: 1 }]);
  });

  it("makes one favourite of two adds at once, and says only one created it", async () => {
    const userId = await insertUser(app);
    const propertyId = await insertProperty(app);

    const both = await Promise.all([
      favourites().add(userId, propertyId),
      favourites().add(userId, propertyId),
    ]);

    expect(both.map((saved) => saved?.created).sort()).toEqual([false, true]);
    expect(both[0]?.favourite.id).toBe(both[1]?.favourite.id);
    expect(await app.sql("SELECT count(*)::int AS n FROM favorites")).toEqual([{ n: 1 }]);
  });

  it("answers null and stores nothing for a property that does not exist", async () => {
    const userId = await insertUser(app);
    expect(await favourites().add(userId, 4242)).toBeNull();
    expect(await app.sql("SELECT id FROM favorites")).toEqual([]);
  });

  it("gives a listing with no agent a null agent", async () => {
    const userId = await insertUser(app);
    const propertyId = await insertProperty(app, { agent_id: null, owner_name: "Akosua Frimpong" });
    const saved = await favourites().add(userId, propertyId);
    expect(saved?.favourite.property.agent).toBeNull();
    expect(saved?.favourite.property.agentId).toBeNull();
  });
});

describe("FavouriteRepository.listForUser / remove", () => {
  it("lists one user's favourites newest first, ties newest id first", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const osu = await insertProperty(app, { title: "Osu flat" });
    const legon = await insertProperty(app, { title: "East Legon house" });
    const kumasi = await insertProperty(app, { title: "Ahodwo house" });
    for (const id of [osu, legon, kumasi]) await favourites().add(userId, id);
    await favourites().add(otherId, osu);
    await app.sql("UPDATE favorites SET created_at = $1 WHERE property_id = $2", [
      at("2026-10-01T00:00:00Z"),
      kumasi,
    ]);
    await app.sql("UPDATE favorites SET created_at = $1 WHERE property_id <> $2", [
      at("2026-11-01T00:00:00Z"),
      kumasi,
    ]);

    const list = await favourites().listForUser(userId);

    expect(list.map((f) => f.property.title)).toEqual([
      "East Legon house",
      "Osu flat",
      "Ahodwo house",
    ]);
    expect(list[2].createdAt).toEqual(at("2026-10-01T00:00:00Z"));
    expect(await favourites().listForUser(await insertUser(app))).toEqual([]);
  });

  it("removes one user's favourite once, leaving another's", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const propertyId = await insertProperty(app);
    await favourites().add(userId, propertyId);
    await favourites().add(otherId, propertyId);

    expect(await favourites().remove(userId, propertyId)).toBe(true);
    expect(await favourites().remove(userId, propertyId)).toBe(false);
    expect(await app.sql("SELECT user_id FROM favorites")).toEqual([{ user_id: otherId }]);
  });
});
