import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import type { TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";

/** What the listing-reports API tests share; the app is started behind a proxy (x-forwarded-for). */
export const UNPUBLISH_REASON =
  "Several people reported this listing as a scam, and we could not confirm it.";
/** Where clients not given an address of their own come from. */
export const VISITORS_ADDRESS = "41.66.250.1";

export function reportHelpers(app: () => TestApp) {
  /** Where each client's requests come from. */
  const addresses = new WeakMap<supertest.Agent, string>();
  let networks = 0;

  const searchIds = async () =>
    (
      (await app().client().get("/api/properties?limit=100").expect(200)).body as { id: number }[]
    ).map((p) => p.id);

  /**
   * A signed-in account on a network of its own (or `address`); `verified`: it has proved its
   * e-mail (set as the link would) and is two days old, so its reports count (decision 82).
   */
  async function account(
    verified: boolean,
    { address = `41.66.${++networks}.7` }: { address?: string } = {},
  ): Promise<supertest.Agent> {
    const client = app().client();
    addresses.set(client, address);
    const { id } = await signUp(client);
    if (verified) {
      await app().sql(
        "UPDATE users SET email_verified_at = now(), created_at = now() - interval '2 days' WHERE id = $1",
        [id],
      );
    }
    return client;
  }

  const report = (client: supertest.Agent, id: number, reason = "scam") =>
    client
      .post(`/api/properties/${id}/reports`)
      .set("x-forwarded-for", addresses.get(client) ?? VISITORS_ADDRESS)
      .send({ reason });

  /** Three verified accounts report the listing: it leaves search. */
  async function reportThrice(id: number) {
    for (const reason of ["scam", "let-or-sold", "duplicate"]) {
      await report(await account(true), id, reason).expect(201);
    }
  }

  return { searchIds, account, report, reportThrice, adminClient: () => adminClient(app()) };
}
