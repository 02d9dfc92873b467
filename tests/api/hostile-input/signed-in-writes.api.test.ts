import type supertest from "supertest";
import { insertProperty } from "../../support/fixtures.js";
import { checkWrite } from "../../support/hostile-checks.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";
import { adminClient, applyWithOwnAddress } from "../agents-support.js";
import { verifiedRenter } from "../availability-support.js";
import { requestLinksIn } from "../viewings-support.js";

// Issue 7: the writes of a signed-in user and an agent (Manage Listings edits and status, saved
// searches, reports, confirmations, unsubscribe) answer any body with a clear 4xx or a success,
// never a 5xx, and store nothing when they refuse.

let app: TestApp;
let agent: supertest.Agent;
let listingId: number;
let savedSearchId: number;
let relistingId: number;
let visitor: supertest.Agent;
let viewingId: number;
let viewingToken: string;
let otherListingId: number;
/** Tomorrow at 10:30 GMT, as the booking sheet would send it (the app keeps the machine's time). */
const tomorrow = (hhmm = "10:30") => {
  const now = new Date();
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, h, m),
  ).toISOString();
};
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.test/" });
  const own = await applyWithOwnAddress(app);
  agent = own.client;
  const admin = await adminClient(app);
  const decided = await admin
    .put(`/api/admin/agent-registrations/${own.sent.id}/status`)
    .send({ status: "approved" })
    .expect(200);
  listingId = await insertProperty(app, { agent_id: decided.body.agentId });
  const [{ id }] = await app.sql<{ id: number }>(
    `INSERT INTO listing_relistings (property_id, earlier_property_id, place_metres)
     VALUES ($1, $2, 4) RETURNING id`,
    [listingId, await insertProperty(app)],
  );
  relistingId = id;
  const saved = await agent
    .post("/api/saved-searches")
    .send({ name: "Kumasi houses", frequency: "daily", query: { city: "Kumasi" } })
    .expect(201);
  savedSearchId = saved.body.id;
  // A visitor's viewing of the agent's listing, which the agent answers; another listing to request.
  visitor = (await verifiedRenter(app)).client;
  const requested = await visitor
    .post(`/api/properties/${listingId}/viewings`)
    .send({ times: [tomorrow()], phone: "024 412 3456" })
    .expect(201);
  viewingId = requested.body.viewing.id;
  const [mail] = await app.sql<{ body: string }>(
    "SELECT body FROM mail_outbox WHERE subject LIKE 'Viewing request:%'",
  );
  viewingToken = requestLinksIn(mail?.body ?? "").token;
  otherListingId = await insertProperty(app);
});
afterAll(() => app.close());

const theAgent = () => agent;
const theVisitor = () => visitor;
const anonymous = () => app.client();

describe("an agent's Manage Listings writes answer hostile input cleanly", () => {
  it("PUT /api/my-listings/{id}", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/my-listings/${segment ?? listingId}`,
      valid: {
        title: "Renovated 3-bedroom house, East Legon",
        description: "Newly painted, with a borehole, a walled garden and a boys' quarters.",
        price: "1950000",
        bedrooms: 3,
        bathrooms: "4",
        parking: 2,
        area: "260.5",
        amenities: ["Borehole", "Security"],
      },
      client: theAgent,
      hostilePath: true,
    }));

  it("POST /api/my-listings/{id}/relistings/{linkId}/dispute", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) =>
        `/api/my-listings/${listingId}/relistings/${segment ?? relistingId}/dispute`,
      valid: { reason: "This is a different unit in the same building." },
      client: theAgent,
      hostilePath: true,
    }));

  it("PUT /api/my-listings/{id}/status", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/my-listings/${segment ?? listingId}/status`,
      valid: { status: "available" },
      client: theAgent,
      hostilePath: true,
    }));

  it("PUT /api/my-listings/{id}/photos/order", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/my-listings/${segment ?? listingId}/photos/order`,
      valid: { urls: ["/images/seed/properties/p-1-1-1600.webp"] },
      client: theAgent,
      hostilePath: true,
    }));

  it("POST /api/properties/{id}/confirm", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/properties/${segment ?? listingId}/confirm`,
      valid: {},
      client: theAgent,
      hostilePath: true,
    }));
});

describe("viewings' writes answer hostile input cleanly (decision 104)", () => {
  it("POST /api/properties/{id}/viewings", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/properties/${segment ?? otherListingId}/viewings`,
      valid: {
        times: [tomorrow("09:00"), tomorrow("16:30")],
        phone: "024 412 3456",
        note: "After work.",
      },
      client: theVisitor,
      hostilePath: true,
    }));

  it("PUT /api/viewings/{id}", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/viewings/${segment ?? viewingId}`,
      valid: { action: "propose", time: tomorrow("11:00"), reason: "A tenant moves out at ten." },
      client: theAgent,
      hostilePath: true,
    }));
});

describe("saved searches, reports and mailed links answer hostile input cleanly", () => {
  it("POST /api/saved-searches", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/saved-searches",
      valid: {
        name: "3-bed houses in Kumasi",
        frequency: "instant",
        query: { city: "Kumasi", propertyType: "house", bedrooms: "3", maxPrice: "900000" },
      },
      client: theAgent,
    }));

  it("PATCH /api/saved-searches/{id}", () =>
    checkWrite(app, {
      method: "patch",
      url: (segment) => `/api/saved-searches/${segment ?? savedSearchId}`,
      valid: { frequency: "weekly", active: false },
      client: theAgent,
      hostilePath: true,
    }));

  it("DELETE /api/saved-searches/{id}", () =>
    checkWrite(app, {
      method: "delete",
      url: (segment) => `/api/saved-searches/${segment ?? savedSearchId}`,
      valid: {},
      client: theAgent,
      hostilePath: true,
    }));

  it("POST /api/properties/{id}/reports", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/properties/${segment ?? listingId}/reports`,
      valid: { reason: "other", note: "The rent is GH₵ 3,000, not 2,000." },
      client: anonymous,
      hostilePath: true,
    }));

  it("POST /api/properties/{id}/reports, a fee not shown (decision 100)", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/properties/${segment ?? listingId}/reports`,
      valid: { reason: "fee-not-shown", feeKind: "viewing", feeAmount: "50" },
      client: anonymous,
    }));

  it("POST /api/alerts/unsubscribe", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/alerts/unsubscribe",
      valid: { token: "A".repeat(43) },
      client: anonymous,
    }));

  it("POST /api/viewing-answers/{token}", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/viewing-answers/${segment ?? viewingToken}`,
      valid: { action: "cancel", reason: "The flat has been let." },
      client: anonymous,
      hostilePath: true,
    }));

  it("POST /api/listing-confirmations/{token}", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/listing-confirmations/${segment ?? "A".repeat(43)}`,
      valid: {},
      client: anonymous,
      hostilePath: true,
    }));
});
