import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { AHODWO_LISTING_IN_FULL } from "../support/listing-form.js";
import type { TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  applicantClient,
  applyWithOwnAddress,
  pressApplicationLink,
  type SentApplication,
  submitApplication,
} from "./agents-support.js";

async function applyByLink(app: TestApp) {
  const client = await applicantClient(app);
  const form = anApplication();
  const res = await submitApplication(client, form).expect(201);
  await pressApplicationLink(app, form.email);
  return { client, sent: res.body as SentApplication };
}

/**
 * A signed-in user whose own application (made signed in) was approved: the agent's listings are
 * theirs. Its address is the account's own proved one, or, `"mailed link"`, another address
 * proved by the link mailed there (decision 85).
 */
export async function approvedAgent(
  app: TestApp,
  proved: "own address" | "mailed link" = "own address",
): Promise<{ client: supertest.Agent; agentId: number }> {
  const { client, sent } =
    proved === "own address" ? await applyWithOwnAddress(app) : await applyByLink(app);
  const admin = await adminClient(app);
  const decided = await admin
    .put(`/api/admin/agent-registrations/${sent.id}/status`)
    .send({ status: "approved" })
    .expect(200);
  return { client, agentId: decided.body.agentId };
}

/** A valid edit of a listing, as the my-listings edit form sends it. */
export const edit = {
  title: "Renovated 3-bedroom house, East Legon",
  description: "Newly painted, with a borehole, a walled garden and a boys' quarters.",
  price: "1950000",
  bedrooms: 3,
  bathrooms: "4",
  parking: 2,
  area: "260.5",
  amenities: ["Borehole", " Security ", "Borehole", ""],
};

/**
 * A private owner (decision 56): a signed-in user with no agent profile who listed a property
 * through the listing form; it waits for review until `approve` publishes it.
 */
export async function ownerWithPendingListing(
  app: TestApp,
  overrides: Record<string, string> = {},
): Promise<{ client: supertest.Agent; submissionId: number }> {
  const client = app.client();
  await signUp(client);
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries({ ...AHODWO_LISTING_IN_FULL, ...overrides })) {
    req = req.field(k, v);
  }
  const res = await req.expect(201);
  return { client, submissionId: res.body.id };
}

/** The administrator approves a submission; the published listing's id. */
export async function approve(app: TestApp, submissionId: number): Promise<number> {
  const admin = await adminClient(app);
  const res = await admin
    .put(`/api/admin/listings/${submissionId}/status`)
    .send({ status: "approved" })
    .expect(200);
  return res.body.propertyId;
}
