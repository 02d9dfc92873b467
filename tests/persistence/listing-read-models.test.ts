import { TOKENS } from "../../src/container/tokens.js";
import type {
  ManagedListingReadModel,
  PendingListingReadModel,
} from "../../src/modules/my-listings/my-listings.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import {
  daysAgo,
  insertAgent,
  insertListing,
  insertListings,
  insertRows,
  insertUser,
  type Row,
} from "./listing-rows.js";
import { insertSubmissions as insertSubmissionRows } from "./listing-submission-rows.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const managed = () => get<ManagedListingReadModel>(TOKENS.ManagedListingReadModel);
const pending = () => get<PendingListingReadModel>(TOKENS.PendingListingReadModel);
const insertSubmissions = (rows: Row[]) => insertSubmissionRows(app, rows);

describe("PendingListingReadModel", () => {
  it("lists a user's pending and held submissions, newest first, not photo changes nor decided ones", async () => {
    const [user, other] = [await insertUser(app), await insertUser(app)];
    const property = await insertListing(app, { owner_id: user });
    const [pendingOne, heldOne, sameMoment] = await insertSubmissions([
      { user_id: user, title: "Pending flat", created_at: daysAgo(4), images: ["/u/p.webp"] },
      {
        user_id: user,
        title: "Held house",
        created_at: daysAgo(1),
        status: "held",
        listing_type: "sale",
        rent_period: null,
        price: "250000",
        price_currency: "USD",
        property_type: "house",
      },
      { user_id: user, title: "Same moment", created_at: daysAgo(4) },
      { user_id: user, title: "Approved", status: "approved" },
      { user_id: user, title: "Rejected", status: "rejected" },
      { user_id: user, title: "Photo change", photos_for_property_id: property },
      { user_id: other, title: "Someone else's" },
      { title: "Anonymous" },
    ]);
    const listed = await pending().listAwaitingReviewBy(user);
    expect(listed.map((p) => p.submissionId)).toEqual([heldOne, sameMoment, pendingOne]);
    expect(listed[0]).toEqual({
      submissionId: heldOne,
      title: "Held house",
      location: "Osu",
      price: "250000.00",
      priceCurrency: "USD",
      listingType: "sale",
      rentPeriod: null,
      propertyType: "house",
      images: [],
      status: "pending",
      submittedAt: daysAgo(1),
    });
    expect(listed[2]).toMatchObject({
      images: ["/u/p.webp"],
      rentPeriod: "month",
      price: "4500.00",
    });
    expect(await pending().listAwaitingReviewBy(9999)).toEqual([]);
  });
});

describe("ManagedListingReadModel", () => {
  it("lists what a user submitted and what their agent lists, newest first, with their counts", async () => {
    const user = await insertUser(app);
    const stranger = await insertUser(app);
    const agent = await insertAgent(app, { name: "Yaw Mensah" });
    const otherAgent = await insertAgent(app);
    const [owned, agents, sameMomentOwned, strangers, otherAgents, quiet] = await insertListings(
      app,
      [
        { title: "Owned", owner_id: user, created_at: daysAgo(5) },
        { title: "Agent's", agent_id: agent, created_at: daysAgo(2), published: false },
        { title: "Owned too", owner_id: user, created_at: daysAgo(5) },
        { title: "Stranger's", owner_id: stranger },
        { title: "Other agent's", agent_id: otherAgent },
        { title: "Quiet", owner_id: user, created_at: daysAgo(9), status: "rented" },
      ],
    );
    const inquiry = (propertyId: unknown) => ({
      property_id: propertyId,
      name: "Abena",
      email: "abena@example.com",
      message: "Is it still available?",
    });
    await insertRows(app, "inquiries", [
      inquiry(owned),
      inquiry(owned),
      inquiry(agents),
      inquiry(strangers),
    ]);
    await insertRows(app, "contact_clicks", [
      { property_id: owned, channel: "whatsapp" },
      { property_id: owned, channel: "whatsapp" },
      { property_id: owned, channel: "email" },
      { property_id: agents, channel: "email" },
      { property_id: strangers, channel: "whatsapp" },
    ]);

    const listed = await managed().listManagedBy({ userId: user, agentId: agent });
    expect(listed.map((l) => [l.id, l.inquiryCount, l.whatsappClicks, l.emailClicks])).toEqual([
      [agents, 1, 0, 1],
      [sameMomentOwned, 0, 0, 0],
      [owned, 2, 2, 1],
      [quiet, 0, 0, 0],
    ]);
    expect(listed[0]).toMatchObject({
      title: "Agent's",
      published: false,
      agent: { id: agent, name: "Yaw Mensah" },
    });
    expect(listed[3]).toMatchObject({
      status: "rented",
      price: "1850000.00",
      createdAt: daysAgo(9),
    });
    expect(listed.map((l) => l.id)).not.toContain(otherAgents);

    const withoutAgent = await managed().listManagedBy({ userId: user, agentId: null });
    expect(withoutAgent.map((l) => l.id)).toEqual([sameMomentOwned, owned, quiet]);
    expect(await managed().listManagedBy({ userId: 9999, agentId: null })).toEqual([]);
  });
});
