import { userActor, VISITOR } from "#shared/actor.js";
import {
  account,
  admin,
  DAYS_AGO,
  report,
  setUp,
  UNPUBLISH_REASON,
  visitor,
} from "./listing-reports.fakes.js";

describe("ListingReportsService", () => {
  it("keeps no reporter key, only a keyed hash: the same person hashes the same", async () => {
    const { repo, settings, reports } = setUp();
    await report(reports, 1, { reason: "scam" }, account(12));
    await report(reports, 1, { reason: "duplicate" }, account(12));
    await report(reports, 1, { reason: "scam" }, visitor("abc"));
    const [a, b, c] = repo.rows;
    expect(a?.reporterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.reporterHash).toBe(b?.reporterHash);
    expect(a?.reporterHash).not.toBe(c?.reporterHash);
    expect(JSON.stringify(repo.rows)).not.toContain("user:12");
    expect(settings.values.size).toBe(1);
    expect(repo.rows.map((r) => r.counted)).toEqual([true, true, false]);
    expect(repo.counts.get(1)).toBe(1);
  });

  it("puts a listing under review at 3 verified accounts; visitors and unverified accounts show, uncounted", async () => {
    const { reports } = setUp();
    for (const who of [account(12), account(13), account(99), visitor("v")]) {
      await report(reports, 1, { reason: "scam" }, who);
    }
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 2,
      anonymousReports: 2,
      underReview: false,
    });
    await report(reports, 1, { reason: "scam" }, account(14));
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 3,
      underReview: true,
    });
    await expect(reports.listOpenReports(userActor(12))).rejects.toMatchObject({
      kind: "unauthorized",
    });
  });

  it("needs a note for 'other' and refuses an unknown reason or listing", async () => {
    const { repo, reports } = setUp();
    await expect(
      report(reports, 1, { reason: "other", note: " " }, visitor("a")),
    ).rejects.toMatchObject({
      errors: { note: ["Please tell us what is wrong with this listing"] },
    });
    await expect(report(reports, 1, { reason: "spam" }, visitor("a"))).rejects.toMatchObject({
      kind: "invalid",
    });
    await expect(report(reports, 9, { reason: "scam" }, visitor("a"))).rejects.toMatchObject({
      kind: "not_found",
    });
    expect(repo.rows).toEqual([]);
  });

  it("dismiss reopens search; unpublish takes the listing down; nothing open is 409", async () => {
    const { repo, reports, audit } = setUp();
    await report(reports, 1, { reason: "scam" }, account(12));
    expect(await reports.decideReports(1, { action: "dismiss" }, admin)).toMatchObject({
      closed: 1,
      published: true,
    });
    expect(repo.counts.get(1)).toBe(0);
    await expect(reports.decideReports(1, { action: "dismiss" }, admin)).rejects.toMatchObject({
      kind: "conflict",
    });
    await report(reports, 1, { reason: "scam" }, visitor("b"));
    await expect(reports.decideReports(1, { action: "unpublish" }, VISITOR)).rejects.toMatchObject({
      kind: "unauthorized",
    });
    await reports.decideReports(1, { action: "unpublish", reason: UNPUBLISH_REASON }, admin);
    expect(repo.published.get(1)).toBe(false);
    expect(audit.entries.map((e) => [e.actor, e.action, e.targetId, e.detail])).toEqual([
      ["cli:test", "listing_reports.dismissed", "1", "1 report closed"],
      [
        "cli:test",
        "listing_reports.unpublished",
        "1",
        `1 report closed; reason: ${UNPUBLISH_REASON}`,
      ],
    ]);
    await expect(reports.decideReports(5, { action: "dismiss" }, admin)).rejects.toMatchObject({
      kind: "not_found",
    });
  });
  it("counts one mailbox once, however its addresses are written (mallory+1@, +2@, +3@)", async () => {
    const { repo, reports, mailer } = setUp();
    for (const [id, email] of [
      [15, "mallory+1@example.com"],
      [16, "Mallory+2@Example.com"],
      [17, "mallory+3@example.com."],
    ] as const) {
      repo.accounts.set(id, { email, verified: true, createdAt: DAYS_AGO(10) });
      await report(reports, 1, { reason: "scam" }, account(id));
    }
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 1,
      underReview: false,
    });
    expect(mailer.sent).toEqual([]);
  });

  it("counts one network once: three mailboxes from one /24 are one voice", async () => {
    const { reports } = setUp();
    for (const [id, address] of [
      [12, "41.66.1.10"],
      [13, "41.66.1.200"],
      [14, "::ffff:41.66.1.3"],
    ] as const) {
      await report(reports, 1, { reason: "scam" }, account(id, address));
    }
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({ countedReporters: 1 });
  });

  it("does not count an account younger than a day", async () => {
    const { repo, reports } = setUp();
    await report(reports, 1, { reason: "scam" }, account(50));
    expect(repo.rows.map((r) => r.counted)).toEqual([false]);
  });

  it("tells the listing's owner once when it leaves search, with how to ask for a review", async () => {
    const { reports, mailer } = setUp();
    for (const id of [12, 13, 14, 15]) await report(reports, 1, { reason: "scam" }, account(id));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: "owner@example.com",
      replyTo: "info@ofie.example",
      subject: "Your listing is under review: Osu flat",
    });
    expect(mailer.sent[0]?.text).toContain("https://ofie.example/properties/1");
    expect(mailer.sent[0]?.text).toContain("reply to this e-mail to ask for a review");
  });

  it("after a dismissal, the same people cannot hide the listing again; new ones can", async () => {
    const { reports, mailer } = setUp();
    for (const id of [12, 13, 14]) await report(reports, 1, { reason: "scam" }, account(id));
    await reports.decideReports(1, { action: "dismiss" }, admin);
    for (const id of [12, 13, 14]) await report(reports, 1, { reason: "scam" }, account(id));
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 0,
      anonymousReports: 3,
      underReview: false,
    });
    for (const id of [15, 16, 17]) await report(reports, 1, { reason: "scam" }, account(id));
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 3,
      underReview: true,
    });
    expect(mailer.sent).toHaveLength(2);
  });

  describe("unpublishing from the reports queue (issue 32)", () => {
    it("needs a reason, by the decision reasons' rule; nothing closes, nothing is mailed", async () => {
      const { repo, reports, audit, mailer } = setUp();
      await report(reports, 1, { reason: "scam" }, account(12));
      const refused = (raw: unknown) => reports.decideReports(1, raw, admin);
      await expect(refused({ action: "unpublish" })).rejects.toMatchObject({
        kind: "invalid",
        errors: { reason: ["Give a reason for unpublishing: it is e-mailed to the owner"] },
      });
      await expect(refused({ action: "unpublish", reason: "   " })).rejects.toMatchObject({
        errors: { reason: ["Give a reason for unpublishing: it is e-mailed to the owner"] },
      });
      await expect(refused({ action: "unpublish", reason: "bad" })).rejects.toMatchObject({
        errors: { reason: ["Reason must be at least 10 characters"] },
      });
      await expect(refused({ action: "unpublish", reason: "x".repeat(501) })).rejects.toMatchObject(
        { errors: { reason: ["Reason must be at most 500 characters"] } },
      );
      await expect(refused({ action: "unpublish", reason: 42 })).rejects.toMatchObject({
        errors: { reason: ["Reason must be text"] },
      });
      await expect(refused({ action: "delete", reason: 42 })).rejects.toMatchObject({
        errors: { action: ["Action must be dismiss, unpublish or confirm-fees"] },
      });
      expect(repo.rows.map((r) => r.status)).toEqual(["open"]);
      expect(repo.published.get(1)).toBe(true);
      expect([audit.entries, mailer.sent]).toEqual([[], []]);
    });

    it("keeps the reason (trimmed) on the closed reports, audits it and mails it to the owner", async () => {
      const { repo, reports, audit, mailer } = setUp();
      await report(reports, 1, { reason: "let-or-sold" }, account(12));
      await report(reports, 1, { reason: "scam" }, visitor("v"));
      const decision = await reports.decideReports(
        1,
        { action: "unpublish", reason: `  ${UNPUBLISH_REASON}\n` },
        admin,
      );
      expect(decision).toEqual({
        propertyId: 1,
        action: "unpublish",
        closed: 2,
        published: false,
        ownerMailed: true,
      });
      expect(repo.rows.map((r) => [r.status, r.decisionReason])).toEqual([
        ["upheld", UNPUBLISH_REASON],
        ["upheld", UNPUBLISH_REASON],
      ]);
      expect(audit.entries[0]?.detail).toBe(`2 reports closed; reason: ${UNPUBLISH_REASON}`);
      expect(mailer.sent).toEqual([
        {
          to: "owner@example.com",
          replyTo: "info@ofie.example",
          subject: "Your listing was unpublished: Osu flat",
          text: expect.stringContaining(`Hello Yaw,`),
        },
      ]);
      expect(mailer.sent[0]?.text).toContain(`for this reason:\n\n${UNPUBLISH_REASON}\n`);
      expect(mailer.sent[0]?.text).toContain("reply to this e-mail");
    });

    it("mails no one when the listing has no agent and no proved owner", async () => {
      const { repo, reports, mailer } = setUp();
      repo.contact = null;
      await report(reports, 1, { reason: "scam" }, account(12));
      const decision = await reports.decideReports(
        1,
        { action: "unpublish", reason: UNPUBLISH_REASON },
        admin,
      );
      expect(decision).toMatchObject({ published: false, ownerMailed: false });
      expect(mailer.sent).toEqual([]);
    });

    it("a dismissal needs no reason, keeps none sent with it and tells no one", async () => {
      const { repo, reports, audit, mailer } = setUp();
      await report(reports, 1, { reason: "scam" }, account(12));
      const decision = await reports.decideReports(
        1,
        { action: "dismiss", reason: "Checked with the caretaker by phone." },
        admin,
      );
      expect(decision).toMatchObject({ published: true, ownerMailed: false });
      expect(repo.rows.map((r) => [r.status, r.decisionReason])).toEqual([["dismissed", null]]);
      expect(audit.entries[0]?.detail).toBe("1 report closed");
      expect(mailer.sent).toEqual([]);
    });
  });
});
