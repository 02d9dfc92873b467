import { createHash } from "node:crypto";
import { TOKENS } from "../../src/container/tokens.js";
import type { SavedSearchRepository } from "../../src/modules/alerts/alerts.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const searches = () => bound<SavedSearchRepository>(app, TOKENS.SavedSearchRepository);

/** A token hash as the alerts keep it: 64 hex characters, filling the char(64) exactly. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

describe("SavedSearchRepository.create / listForUser / countForUser / findForUser", () => {
  it("stores the query as JSON, active and never mailed, at the service's time", async () => {
    const userId = await insertUser(app);
    const createdAt = at("2026-11-23T10:00:00.123Z");
    const query = {
      city: "Kumasi",
      propertyType: "house",
      q: "Ahodwo “quiet” GH₵ 50%",
      maxPrice: "900000",
    };

    const saved = await searches().create({
      userId,
      name: "3-bed houses in Kumasi",
      query,
      frequency: "instant",
      createdAt,
    });

    expect(saved).toEqual({
      id: expect.any(Number),
      name: "3-bed houses in Kumasi",
      query,
      frequency: "instant",
      active: true,
      lastSentAt: null,
      createdAt,
    });
    expect(
      await app.sql(
        "SELECT jsonb_typeof(query) AS kind, query->>'q' AS q, user_id, last_sent_at FROM saved_searches",
      ),
    ).toEqual([
      { kind: "object", q: "Ahodwo “quiet” GH₵ 50%", user_id: userId, last_sent_at: null },
    ]);
    expect(await searches().findForUser(saved.id, userId)).toEqual(saved);
  });

  it("lists and counts one user's searches, newest first, ties newest id first", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const same = at("2026-11-20T08:00:00Z");
    for (const [name, createdAt] of [
      ["Osu flats", same],
      ["Older", at("2026-11-01T08:00:00Z")],
      ["Legon hostels", same],
    ] as const) {
      await searches().create({ userId, name, query: {}, frequency: "daily", createdAt });
    }
    await searches().create({
      userId: otherId,
      name: "Theirs",
      query: {},
      frequency: "weekly",
      createdAt: same,
    });

    expect((await searches().listForUser(userId)).map((s) => s.name)).toEqual([
      "Legon hostels",
      "Osu flats",
      "Older",
    ]);
    expect(await searches().countForUser(userId)).toBe(3);
    expect(await searches().countForUser(otherId)).toBe(1);
    expect(await searches().countForUser(await insertUser(app))).toBe(0);
  });

  it("finds a search only for its own user", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const saved = await searches().create({
      userId,
      name: "Cantonments",
      query: { city: "Accra" },
      frequency: "weekly",
      createdAt: at("2026-11-23T10:00:00Z"),
    });

    expect(await searches().findForUser(saved.id, otherId)).toBeNull();
    expect(await searches().findForUser(saved.id + 100, userId)).toBeNull();
    expect((await searches().findForUser(saved.id, userId))?.query).toEqual({ city: "Accra" });
  });
});

describe("SavedSearchRepository.update / remove", () => {
  async function aSearch(userId: number) {
    return searches().create({
      userId,
      name: "Tema apartments",
      query: { city: "Tema" },
      frequency: "instant",
      createdAt: at("2026-11-23T10:00:00Z"),
    });
  }

  it("changes only what the patch names", async () => {
    const saved = await aSearch(await insertUser(app));
    const sentAt = at("2026-11-24T07:30:00.250Z");

    expect(await searches().update(saved.id, { frequency: "weekly" })).toEqual({
      ...saved,
      frequency: "weekly",
    });
    expect(await searches().update(saved.id, { active: false, frequency: undefined })).toEqual({
      ...saved,
      frequency: "weekly",
      active: false,
    });
    expect(await searches().update(saved.id, { lastSentAt: sentAt })).toEqual({
      ...saved,
      frequency: "weekly",
      active: false,
      lastSentAt: sentAt,
    });
    expect(await searches().update(saved.id, {})).toEqual({
      ...saved,
      frequency: "weekly",
      active: false,
      lastSentAt: sentAt,
    });
    expect(await app.sql("SELECT frequency, active, last_sent_at FROM saved_searches")).toEqual([
      { frequency: "weekly", active: false, last_sent_at: sentAt },
    ]);
  });

  it("removes a search for its own user only", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const saved = await aSearch(userId);

    expect(await searches().remove(saved.id, otherId)).toBe(false);
    expect(await app.sql("SELECT id FROM saved_searches")).toEqual([{ id: saved.id }]);
    expect(await searches().remove(saved.id, userId)).toBe(true);
    expect(await searches().remove(saved.id, userId)).toBe(false);
    expect(await app.sql("SELECT id FROM saved_searches")).toEqual([]);
  });
});

describe("SavedSearchRepository.listActive", () => {
  it("lists the active searches of one frequency in id order, with their owner's address and whether it is proved", async () => {
    const ama = await insertUser(app, {
      email: "ama@example.com",
      first_name: "Ama",
      email_verified_at: at("2026-10-30T00:00:00Z"),
    });
    const nameless = await insertUser(app, { email: "kojo@example.com", first_name: null });
    const createdAt = at("2026-11-01T00:00:00Z");
    const first = await searches().create({
      userId: ama,
      name: "A",
      query: {},
      frequency: "daily",
      createdAt,
    });
    const off = await searches().create({
      userId: ama,
      name: "Off",
      query: {},
      frequency: "daily",
      createdAt,
    });
    await searches().update(off.id, { active: false });
    await searches().create({
      userId: ama,
      name: "Weekly",
      query: {},
      frequency: "weekly",
      createdAt,
    });
    await searches().create({
      userId: nameless,
      name: "B",
      query: {},
      frequency: "daily",
      createdAt,
    });

    const daily = await searches().listActive("daily");

    expect(daily.map((s) => [s.name, s.email, s.firstName, s.emailVerified])).toEqual([
      ["A", "ama@example.com", "Ama", true],
      ["B", "kojo@example.com", null, false],
    ]);
    expect(daily[0]).toEqual({
      ...first,
      email: "ama@example.com",
      firstName: "Ama",
      emailVerified: true,
    });
    expect(await searches().listActive("instant")).toEqual([]);
  });

  it("with dueBy, takes the last mail or (never mailed) the creation, boundary included", async () => {
    const userId = await insertUser(app);
    const dueBy = at("2026-11-23T06:00:00.000Z");
    const make = (name: string, createdAt: Date) =>
      searches().create({ userId, name, query: {}, frequency: "daily", createdAt });
    await make("created exactly then", dueBy);
    await make("created a millisecond late", at("2026-11-23T06:00:00.001Z"));
    const mailedEarlier = await make("mailed earlier", at("2026-11-25T00:00:00Z"));
    await searches().update(mailedEarlier.id, { lastSentAt: at("2026-11-22T06:00:00Z") });
    const mailedLate = await make("mailed since", at("2026-11-01T00:00:00Z"));
    await searches().update(mailedLate.id, { lastSentAt: at("2026-11-23T07:00:00Z") });

    expect((await searches().listActive("daily", dueBy)).map((s) => s.name)).toEqual([
      "created exactly then",
      "mailed earlier",
    ]);
  });
});

describe("SavedSearchRepository.recordMail / markChecked / findByTokenHash", () => {
  it("keeps the mail's token hash and its time, and finds the search by it", async () => {
    const userId = await insertUser(app);
    const saved = await searches().create({
      userId,
      name: "Airport Residential",
      query: { city: "Accra" },
      frequency: "instant",
      createdAt: at("2026-11-20T00:00:00Z"),
    });
    const sentAt = at("2026-11-23T09:15:00.500Z");
    const hash = tokenHash("first-mail");

    await searches().recordMail(saved.id, sentAt, hash);
    await searches().recordMail(saved.id, at("2026-11-24T09:15:00Z"), tokenHash("second-mail"));

    expect(
      await app.sql(
        "SELECT token_hash, saved_search_id, created_at FROM saved_search_unsubscribe_tokens ORDER BY created_at",
      ),
    ).toEqual([
      { token_hash: hash, saved_search_id: saved.id, created_at: sentAt },
      {
        token_hash: tokenHash("second-mail"),
        saved_search_id: saved.id,
        created_at: at("2026-11-24T09:15:00Z"),
      },
    ]);
    const found = await searches().findByTokenHash(hash);
    expect(found).toEqual({ ...saved, lastSentAt: at("2026-11-24T09:15:00Z") });
    expect(await searches().findByTokenHash(tokenHash("never sent"))).toBeNull();
  });

  it("marks a run that mailed nothing as the next digest's start", async () => {
    const userId = await insertUser(app);
    const saved = await searches().create({
      userId,
      name: "Kumasi land",
      query: {},
      frequency: "weekly",
      createdAt: at("2026-11-01T00:00:00Z"),
    });
    const checkedAt = at("2026-11-23T06:00:00.001Z");

    await searches().markChecked(saved.id, checkedAt);

    expect(await app.sql("SELECT token_hash FROM saved_search_unsubscribe_tokens")).toEqual([]);
    expect(await app.sql("SELECT last_sent_at FROM saved_searches")).toEqual([
      { last_sent_at: checkedAt },
    ]);
  });
});
