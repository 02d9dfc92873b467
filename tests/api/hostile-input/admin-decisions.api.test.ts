import type supertest from "supertest";
import { insertAgent, insertProperty } from "../../support/fixtures.js";
import { checkWrite } from "../../support/hostile-checks.js";
import { aPng } from "../../support/media.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";
import { adminClient, applyWithOwnAddress } from "../agents-support.js";

// Issue 7: the administrator's decisions, sent with the admin session so that validation is
// reached, answer any body and id with a clear 4xx or a success, never a 5xx, and store
// nothing when they refuse.

let app: TestApp;
let admin: supertest.Agent;
let applicationId: number;
let submissionId: number;
let reportedId: number;
let agentId: number;
let relistingId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminClient(app);
  applicationId = (await applyWithOwnAddress(app)).sent.id;
  const listing = await app
    .client()
    .post("/api/listings")
    .field("title", "Two-bedroom flat at Ahodwo")
    .field("price", "GH₵ 4,500")
    .field("description", "A quiet, walled two-bedroom flat with a borehole and prepaid meter.")
    .field("location", "Ahodwo, Kumasi")
    .field("propertyType", "apartment")
    .field("listingType", "rent")
    .field("rentPeriod", "month")
    .field("bedrooms", "2")
    .field("bathrooms", "2")
    .field("contactName", "Yaa Asantewaa")
    .field("contactEmail", "yaa@example.com")
    .attach("images", await aPng(), "front.png")
    .expect(201);
  submissionId = listing.body.id;
  reportedId = await insertProperty(app);
  agentId = await insertAgent(app, { license_number: "REAC-AG-2021-0417" });
  await app.client().post(`/api/properties/${reportedId}/reports`).send({ reason: "scam" });
  const [{ id }] = await app.sql<{ id: number }>(
    `INSERT INTO listing_relistings (property_id, earlier_property_id, place_metres)
     VALUES ($1, $2, 4) RETURNING id`,
    [await insertProperty(app), reportedId],
  );
  relistingId = id;
});
afterAll(() => app.close());

const theAdmin = () => admin;

describe("the administrator's decisions answer hostile input cleanly", () => {
  it("PUT /api/admin/agent-registrations/{id}/status", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/admin/agent-registrations/${segment ?? applicationId}/status`,
      valid: { status: "rejected", reason: "We could not verify your licence number." },
      client: theAdmin,
      hostilePath: true,
    }));

  it("PUT /api/admin/listings/{id}/status", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/admin/listings/${segment ?? submissionId}/status`,
      valid: { status: "approved" },
      client: theAdmin,
      hostilePath: true,
    }));

  it("PUT /api/admin/reports/{propertyId}", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/admin/reports/${segment ?? reportedId}`,
      valid: { action: "unpublish", reason: "The property is no longer available." },
      client: theAdmin,
      hostilePath: true,
    }));

  it("PUT /api/admin/agents/{id}/licence", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/admin/agents/${segment ?? agentId}/licence`,
      valid: { action: "check", licenseNumber: "REAC-AG-2021-0417" },
      client: theAdmin,
      hostilePath: true,
    }));

  it("PUT /api/admin/relistings/{id}", () =>
    checkWrite(app, {
      method: "put",
      url: (segment) => `/api/admin/relistings/${segment ?? relistingId}`,
      valid: { decision: "removed", reason: "This is a different unit in the same building." },
      client: theAdmin,
      hostilePath: true,
    }));

  it("POST /api/admin/logout (last: it ends the admin session)", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/admin/logout",
      valid: {},
      client: theAdmin,
    }));
});
