import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import type { TestApp } from "../support/test-app.js";
import { adminClient, anApplication, submitApplication } from "./agents-support.js";

/** A signed-in user whose own application (made signed in) was approved: the agent's listings are theirs. */
export async function approvedAgent(
  app: TestApp,
): Promise<{ client: supertest.Agent; agentId: number }> {
  const client = app.client();
  await signUp(client);
  const sent = await submitApplication(client, anApplication());
  const admin = await adminClient(app);
  const decided = await admin
    .put(`/api/admin/agent-registrations/${sent.body.id}/status`)
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
