import { TOKENS } from "../../src/container/tokens.js";
import type { ListingReportRepository } from "../../src/modules/reports/reports.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, insertListings, insertRows, insertUser } from "./listing-rows.js";

// The listing report repository's questions about the reporter and the listing's contact
// (decision 82), on whichever database this run has; the reports themselves are
// listing-report-repository.test.ts's.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const reports = () =>
  app.application.container.get<ListingReportRepository>(TOKENS.ListingReportRepository);

/** A 64-character hash, distinct per letter. */
const hashOf = (letter: string) => letter.repeat(64);

describe("ListingReportRepository, about reporters and contacts", () => {
  it("gives what decides whether an account's report counts: its address, proof and age", async () => {
    const verified = await insertUser(app, {
      email: "Ama+homes@Example.com",
      email_verified_at: daysAgo(1),
      created_at: daysAgo(3),
    });
    const unverified = await insertUser(app, { created_at: daysAgo(0) });
    expect(await reports().reporterAccount(verified)).toEqual({
      email: "Ama+homes@Example.com",
      verified: true,
      createdAt: daysAgo(3),
    });
    expect(await reports().reporterAccount(unverified)).toMatchObject({
      verified: false,
      createdAt: daysAgo(0),
    });
    expect(await reports().reporterAccount(9999)).toBeNull();
  });

  it("tells whether a mailbox had a report of this listing dismissed", async () => {
    const [id, other] = await insertListings(app, [{}, {}]);
    await insertRows(app, "listing_reports", [
      {
        property_id: id,
        reason: "scam",
        reporter_hash: hashOf("a"),
        mailbox_hash: hashOf("m"),
        status: "dismissed",
        closed_at: daysAgo(1),
      },
      {
        property_id: id,
        reason: "scam",
        reporter_hash: hashOf("b"),
        mailbox_hash: hashOf("n"),
        status: "upheld",
        closed_at: daysAgo(1),
      },
      {
        property_id: id,
        reason: "scam",
        reporter_hash: hashOf("c"),
        mailbox_hash: hashOf("o"),
      },
    ]);
    expect(await reports().wasDismissed(id as number, hashOf("m"))).toBe(true);
    expect(await reports().wasDismissed(id as number, hashOf("n"))).toBe(false);
    expect(await reports().wasDismissed(id as number, hashOf("o"))).toBe(false);
    expect(await reports().wasDismissed(other as number, hashOf("m"))).toBe(false);
  });

  it("names whom to tell about a listing: its agent, else its owner once their address is proved", async () => {
    const owner = await insertUser(app, {
      first_name: "Yaw",
      last_name: "Ofori",
      email: "yaw@example.com",
      email_verified_at: daysAgo(2),
    });
    const unproved = await insertUser(app, { email: "kwame@example.com" });
    const [mine, unprovedOwner, nobody] = await insertListings(app, [
      { title: "Osu flat", owner_id: owner },
      { title: "Tema house", owner_id: unproved },
      { title: "Plot", owner_id: null },
    ]);
    expect(await reports().listingContact(mine as number)).toEqual({
      title: "Osu flat",
      email: "yaw@example.com",
      name: "Yaw Ofori",
    });
    expect(await reports().listingContact(unprovedOwner as number)).toBeNull();
    expect(await reports().listingContact(nobody as number)).toBeNull();
  });
});
