import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { NOT_SIGN_UP_MAIL, type OutboxMail } from "../support/outbox.js";
import type { TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";

/** A saved search as the search page's "Save this search" sends it. */
export const kumasiHouses = {
  name: "3-bed houses in Kumasi",
  frequency: "instant",
  query: { city: "Kumasi", propertyType: "house", bedrooms: "3", maxPrice: "900000" },
};

/**
 * The saved-search tests' arrangement on the app `app()` returns (it is started in beforeAll):
 * a signed-in client, publishing a listing, and the mail written besides sign-up mail.
 */
export function savedSearchHelpers(app: () => TestApp) {
  const outbox = () =>
    app().sql<OutboxMail>(
      `SELECT recipient, subject, body FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
    );

  /** A listing submitted on the form and approved by the admin: how a listing is published. */
  async function publish(fields: Record<string, string>) {
    let req = app().client().post("/api/listings");
    const listing = {
      title: "Family house at Ahodwo",
      price: "650000",
      description: "A walled four-room family house with a borehole and a quiet compound.",
      location: "Ahodwo, Kumasi",
      propertyType: "house",
      bedrooms: "3",
      contactName: "Yaw Darko",
      contactEmail: "yaw@example.com",
      ...fields,
    };
    for (const [k, v] of Object.entries(listing)) req = req.field(k, v);
    const submitted = await req.expect(201);
    const decided = await (await adminClient(app()))
      .put(`/api/admin/listings/${submitted.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    return decided.body.propertyId as number;
  }

  /** A signed-in account whose address is proved (set as the link would): alerts need it. */
  async function signedIn(): Promise<supertest.Agent> {
    const c = app().client();
    const { id } = await signUp(c, {
      email: `ama.${Math.random().toString(36).slice(2)}@example.com`,
    });
    await app().sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
    return c;
  }

  return { outbox, publish, signedIn };
}
