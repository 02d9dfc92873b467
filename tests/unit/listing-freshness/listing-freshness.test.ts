import type { UserRepository } from "#modules/accounts/accounts.ports.js";
import type { AgentRepository } from "#modules/agents/agents.ports.js";
import type {
  ConfirmLink,
  ListingFreshnessRepository,
  ReminderCandidate,
} from "#modules/listing-freshness/listing-freshness.ports.js";
import { ListingFreshnessService } from "#modules/listing-freshness/listing-freshness.service.js";
import { ListingOwnership } from "#modules/listings/listing-ownership.js";
import { addDays, freshnessAt, visibilityOf } from "#modules/listings/listing-visibility.js";
import { VISITOR } from "#shared/actor.js";
import { FakeJobLock } from "../jobs/jobs.fakes.js";
import {
  FakeMailer,
  FakeTransactions,
  fakeProperties,
  fixedClock,
} from "../shared/shared.fakes.js";

const NOW = "2026-11-23T12:00:00.000Z";
const now = new Date(NOW);

describe("freshness rules", () => {
  it("a listing is fresh until the moment it expires, expired from then on", () => {
    expect(freshnessAt(addDays(now, 1), now)).toBe("fresh");
    expect(freshnessAt(now, now)).toBe("expired");
    expect(freshnessAt(addDays(now, -1), now)).toBe("expired");
  });

  it("is under review from 3 distinct open reporters", () => {
    const row = { published: true, lastConfirmedAt: now, expiresAt: addDays(now, 60) };
    expect(visibilityOf({ ...row, openReportCount: 2 }, now).underReview).toBe(false);
    expect(visibilityOf({ ...row, openReportCount: 3 }, now)).toMatchObject({
      underReview: true,
      freshness: "fresh",
    });
  });
});

/** An in-memory freshness repository: listings due a link, links by hash. */
class FakeFreshness implements ListingFreshnessRepository {
  due: ReminderCandidate[] = [];
  links = new Map<string, ConfirmLink & { period: number }>();
  confirmed: { propertyId: number; expiresAt: Date }[] = [];
  async listDueForReminder(until: Date) {
    return this.due.filter(
      (d) =>
        d.expiresAt <= until &&
        ![...this.links.values()].some(
          (l) => l.propertyId === d.propertyId && l.period === d.expiresAt.getTime(),
        ),
    );
  }
  async recordReminder(propertyId: number, periodExpiresAt: Date, tokenHash: string) {
    const d = this.due.find((c) => c.propertyId === propertyId) as ReminderCandidate;
    this.links.set(tokenHash, { ...d, usedAt: null, period: periodExpiresAt.getTime() });
    return true;
  }
  async findLink(tokenHash: string) {
    return this.links.get(tokenHash) ?? null;
  }
  async confirm(propertyId: number, confirmedAt: Date, expiresAt: Date) {
    this.confirmed.push({ propertyId, expiresAt });
    for (const l of this.links.values()) if (l.propertyId === propertyId) l.usedAt = confirmedAt;
    return true;
  }
  async countExpired(at: Date) {
    return this.due.filter((d) => d.expiresAt <= at).length;
  }
  snapshot() {
    const before = new Map(this.links);
    return () => {
      this.links = before;
    };
  }
}

function candidate(id: number, expiresInDays: number, email: string | null): ReminderCandidate {
  return {
    propertyId: id,
    title: `Listing ${id}`,
    lastConfirmedAt: addDays(now, expiresInDays - 60),
    expiresAt: addDays(now, expiresInDays),
    email,
    name: "Kojo",
  };
}

function service(repo: FakeFreshness, mailer = new FakeMailer(), jobs = new FakeJobLock()) {
  const ownership = new ListingOwnership(
    fakeProperties([]),
    {} as UserRepository,
    {} as AgentRepository,
  );
  return new ListingFreshnessService(
    repo,
    ownership,
    mailer,
    new FakeTransactions([repo]),
    fixedClock(NOW),
    jobs,
    { listingTtlDays: 30, publicUrl: "https://ofie.example" },
  );
}

const tokenOf = (text: string) => /confirm\/([\w-]{43})/.exec(text)?.[1] ?? "";

describe("ListingFreshnessService", () => {
  it("mails a link to listings within 7 days of expiring or expired, once per period", async () => {
    const repo = new FakeFreshness();
    repo.due = [candidate(1, -3, "a@x.gh"), candidate(2, 6, "b@x.gh"), candidate(3, 8, "c@x.gh")];
    const mailer = new FakeMailer();
    const freshness = service(repo, mailer);
    expect(await freshness.sendReminders()).toEqual({ expired: 1, mailed: 2, withoutContact: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(["a@x.gh", "b@x.gh"]);
    expect(mailer.sent[0]?.text).toContain("another 30 days");
    expect(await freshness.sendReminders()).toEqual({ expired: 1, mailed: 0, withoutContact: 0 });
  });

  it("mails nothing while another run holds expire-listings", async () => {
    const repo = new FakeFreshness();
    repo.due = [candidate(1, -3, "a@x.gh")];
    const mailer = new FakeMailer();
    const jobs = new FakeJobLock();
    jobs.held.set("expire-listings", "cron-2 pid 7");
    await expect(service(repo, mailer, jobs).sendReminders()).rejects.toThrow(
      "Another run holds the job expire-listings (cron-2 pid 7): this run did nothing.",
    );
    expect(mailer.sent).toEqual([]);
    expect(repo.links.size).toBe(0);
  });

  it("counts a due listing without a contact and mails nothing for it", async () => {
    const repo = new FakeFreshness();
    repo.due = [candidate(1, -1, null)];
    const mailer = new FakeMailer();
    expect(await service(repo, mailer).sendReminders()).toMatchObject({ withoutContact: 1 });
    expect(mailer.sent).toEqual([]);
  });

  it("leaves the period unmarked when the mail fails, so the next run tries again", async () => {
    const repo = new FakeFreshness();
    repo.due = [candidate(1, 2, "a@x.gh")];
    const mailer = new FakeMailer();
    mailer.failing = true;
    await expect(service(repo, mailer).sendReminders()).rejects.toThrow("SMTP down");
    expect(repo.links.size).toBe(0);
  });

  it("reading a link confirms nothing; confirming sets now + TTL and spends the link", async () => {
    const repo = new FakeFreshness();
    repo.due = [candidate(7, -2, "a@x.gh")];
    const mailer = new FakeMailer();
    const freshness = service(repo, mailer);
    await freshness.sendReminders();
    const token = tokenOf(mailer.sent[0]?.text ?? "");
    expect(repo.links.has(token)).toBe(false); // only its hash is kept
    expect(await freshness.checkConfirmLink(token)).toMatchObject({
      propertyId: 7,
      freshness: "expired",
    });
    expect(repo.confirmed).toEqual([]);
    const done = await freshness.confirmByLink(token);
    expect(done).toEqual({
      propertyId: 7,
      lastConfirmedAt: now,
      expiresAt: addDays(now, 30),
      freshness: "fresh",
    });
    await expect(freshness.confirmByLink(token)).rejects.toMatchObject({ kind: "not_found" });
  });

  it.each([undefined, 42, "short", "x".repeat(43)])(
    "rejects the link %p as not found",
    async (t) => {
      await expect(service(new FakeFreshness()).confirmByLink(t)).rejects.toMatchObject({
        code: "LISTINGS.CONFIRM_LINK_INVALID",
      });
    },
  );

  it("asks for sign-in before telling whether a listing exists", async () => {
    await expect(
      service(new FakeFreshness()).confirmByManager(Number.NaN, VISITOR),
    ).rejects.toMatchObject({ kind: "unauthorized" });
  });
});
