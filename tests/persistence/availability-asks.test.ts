import { TOKENS } from "../../src/container/tokens.js";
import type { AvailabilityAskRepository } from "../../src/modules/availability/index.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, insertAgent, insertListing, insertRows, insertUser } from "./listing-rows.js";

// Decision 101: the asks, the date they give a listing, and the answers the database records
// however the lister confirms or marks the listing.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const asks = () =>
  app.application.container.get<AvailabilityAskRepository>(TOKENS.AvailabilityAskRepository);

let tokens = 0;
/** An ask row, `daysAgoAsked` days before NOW, by a new account. */
async function ask(propertyId: number, daysAgoAsked: number, row: Record<string, unknown> = {}) {
  tokens += 1;
  const askerId = await insertUser(app);
  const [id] = await insertRows(app, "availability_asks", [
    {
      property_id: propertyId,
      asker_id: askerId,
      asked_at: daysAgo(daysAgoAsked),
      token_hash: String(tokens).padStart(64, "0"),
      ...row,
    },
  ]);
  return id as number;
}

const answers = (propertyId: number) =>
  app.sql<{ answer: string | null; answered_at: Date | null }>(
    "SELECT answer, answered_at FROM availability_asks WHERE property_id = $1 ORDER BY id",
    [propertyId],
  );

const unconfirmedFrom = async (id: number) =>
  (
    await app.sql<{ at: Date | null }>(
      "SELECT unconfirmed_from AS at FROM properties WHERE id = $1",
      [id],
    )
  )[0]?.at;

describe("the date asks give a listing", () => {
  it("is the third unanswered ask's time plus 72 hours, and stays put as more asks come", async () => {
    const id = await insertListing(app);
    await ask(id, 9, { answer: "yes", answered_at: daysAgo(8) });
    await ask(id, 6);
    await ask(id, 5);
    expect(await asks().dateUnconfirmed(id, 3, 72)).toBeNull();
    expect(await unconfirmedFrom(id)).toBeNull();
    await ask(id, 4);
    const dated = new Date(daysAgo(4).getTime() + 72 * 3_600_000);
    expect(await asks().dateUnconfirmed(id, 3, 72)).toEqual(dated);
    await ask(id, 1);
    expect(await asks().dateUnconfirmed(id, 3, 72)).toEqual(dated);
    expect(await unconfirmedFrom(id)).toEqual(dated);
  });

  it("keeps one open ask per account and listing", async () => {
    const id = await insertListing(app);
    const askerId = await insertUser(app);
    await ask(id, 3, { asker_id: askerId, answer: "yes", answered_at: daysAgo(2) });
    await ask(id, 1, { asker_id: askerId });
    await expect(ask(id, 0, { asker_id: askerId })).rejects.toThrow();
    expect(await asks().openAskOf(id, askerId)).toMatchObject({ askedAt: daysAgo(1) });
    expect(await asks().latestAskOf(id, askerId)).toMatchObject({ answer: null });
  });
});

describe("answers recorded by the database", () => {
  it("answers every open ask yes when the listing is confirmed, dated by the confirmation, and clears its date", async () => {
    const id = await insertListing(app, { last_confirmed_at: daysAgo(10) });
    for (const days of [6, 5, 4]) await ask(id, days);
    await asks().dateUnconfirmed(id, 3, 72);
    await app.sql("UPDATE properties SET last_confirmed_at = $2 WHERE id = $1", [id, daysAgo(0.5)]);
    expect(await answers(id)).toEqual(Array(3).fill({ answer: "yes", answered_at: daysAgo(0.5) }));
    expect(await unconfirmedFrom(id)).toBeNull();
  });

  it("answers open asks gone when the listing is let or sold; pending or a title change answers nothing", async () => {
    const id = await insertListing(app, { listing_type: "rent", rent_period: "month" });
    await ask(id, 5);
    await ask(id, 4);
    await ask(id, 3.5);
    await asks().dateUnconfirmed(id, 3, 72);
    await app.sql("UPDATE properties SET title = 'Renamed', status = 'pending' WHERE id = $1", [
      id,
    ]);
    expect((await answers(id)).every((a) => a.answer === null)).toBe(true);
    expect(await unconfirmedFrom(id)).not.toBeNull();
    await app.sql("UPDATE properties SET status = 'rented' WHERE id = $1", [id]);
    expect((await answers(id)).map((a) => a.answer)).toEqual(["gone", "gone", "gone"]);
    expect(await unconfirmedFrom(id)).toBeNull();
  });

  it("leaves alone the asks already answered, and those made after a confirmation dated earlier", async () => {
    const id = await insertListing(app, { last_confirmed_at: daysAgo(20) });
    await ask(id, 9, { answer: "gone", answered_at: daysAgo(8.5) });
    await ask(id, 2);
    await app.sql("UPDATE properties SET last_confirmed_at = $2 WHERE id = $1", [id, daysAgo(5)]);
    expect(await answers(id)).toEqual([
      { answer: "gone", answered_at: daysAgo(8.5) },
      { answer: null, answered_at: null },
    ]);
  });
});

describe("the link and the listing an ask reads", () => {
  it("names the agent as the lister, else the owner's contact, else the owner's account", async () => {
    const agentId = await insertAgent(app, { name: "Esi Mensah", email: "esi@agency.example" });
    const ownerId = await insertUser(app, { email: "kojo@example.com", first_name: "Kojo" });
    const byAgent = await insertListing(app, { agent_id: agentId, owner_id: ownerId });
    const byContact = await insertListing(app, {
      owner_id: ownerId,
      owner_name: "Ama Owusu",
      owner_email: "ama@example.com",
    });
    const byAccount = await insertListing(app, { owner_id: ownerId });
    const unpublished = await insertListing(app, { agent_id: agentId, published: false });
    const listers = [];
    for (const id of [byAgent, byContact, byAccount, unpublished]) {
      const listing = await asks().lockListing(id);
      listers.push(listing && { ...listing.lister, agentId: listing.agentId });
    }
    expect(listers).toEqual([
      { email: "esi@agency.example", name: "Esi Mensah", agentId },
      { email: "ama@example.com", name: "Ama Owusu", agentId: null },
      { email: "kojo@example.com", name: "Kojo Boateng", agentId: null },
      null,
    ]);
  });

  it("finds an ask by its token's hash while its listing is published, with its answer", async () => {
    const id = await insertListing(app, { title: "Osu flat", listing_type: "rent" });
    await ask(id, 1, { token_hash: "a".repeat(64) });
    expect(await asks().findLink("a".repeat(64), false)).toEqual({
      propertyId: id,
      title: "Osu flat",
      listingType: "rent",
      status: "available",
      askedAt: daysAgo(1),
      answer: null,
      answeredAt: null,
    });
    expect(await asks().findLink("b".repeat(64), false)).toBeNull();
    await app.sql("UPDATE properties SET published = false WHERE id = $1", [id]);
    expect(await asks().findLink("a".repeat(64), false)).toBeNull();
  });
});
