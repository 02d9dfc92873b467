import { AdminAuthService } from "#modules/admin/admin-auth.service.js";
import { AdminDashboardService } from "#modules/admin/admin-dashboard.service.js";
import { ContactService } from "#modules/contact/contact.service.js";
import { FavouritesService } from "#modules/favourites/favourites.service.js";
import { InquiriesService } from "#modules/inquiries/inquiries.service.js";
import type { Inquiry, NewInquiry } from "#modules/inquiries/inquiries.types.js";
import type { Property } from "#modules/listings/listings.types.js";
import { operatorActor, userActor } from "#shared/actor.js";
import {
  FakeMailer,
  FakeTransactions,
  fakeProperties,
  fixedClock,
  InMemoryAuditLog,
  noConversions,
} from "./fakes.js";

const property = (id: number, agentEmail: string | null): Property =>
  ({
    id,
    title: `Property ${id}`,
    location: "Osu",
    city: "Accra",
    agent: agentEmail ? { id: 7, name: "Kojo", email: agentEmail } : null,
  }) as Property;

const properties = fakeProperties;

class FakeInquiries {
  rows: Inquiry[] = [];
  snapshot() {
    const copy = [...this.rows];
    return () => {
      this.rows = copy;
    };
  }
  async listForUser() {
    return this.rows;
  }
  async listForProperty(propertyId: number) {
    return this.rows.filter((r) => r.propertyId === propertyId);
  }
  async create(i: NewInquiry): Promise<Inquiry> {
    const row = {
      ...i,
      id: this.rows.length + 1,
      status: "pending",
      createdAt: new Date(),
      property: null,
    };
    this.rows.push(row);
    return row;
  }
}

describe("InquiriesService", () => {
  const valid = {
    name: "Esi",
    email: "esi@example.com",
    message: "Still available?",
    propertyId: 3,
  };

  it("mails the property's agent, replying to the sender", async () => {
    const mailer = new FakeMailer();
    const repo = new FakeInquiries();
    const service = new InquiriesService(
      repo,
      properties([property(3, "kojo@x.gh")]),
      mailer,
      new FakeTransactions([repo]),
      { infoEmail: "info@x.gh" },
    );
    const inquiry = await service.sendInquiry(userActor(1), { ...valid, agentId: 99 });
    expect(inquiry.agentId).toBe(7);
    expect(mailer.sent[0]).toMatchObject({ to: "kojo@x.gh", replyTo: "esi@example.com" });
  });

  it("keeps no inquiry when its mail cannot be sent", async () => {
    const mailer = new FakeMailer();
    mailer.failing = true;
    const repo = new FakeInquiries();
    const service = new InquiriesService(
      repo,
      properties([property(3, null)]),
      mailer,
      new FakeTransactions([repo]),
      { infoEmail: "info@x.gh" },
    );
    await expect(service.sendInquiry(userActor(1), valid)).rejects.toThrow("SMTP down");
    expect(repo.rows).toHaveLength(0);
  });

  it("refuses an unknown property before writing anything", async () => {
    const repo = new FakeInquiries();
    const service = new InquiriesService(
      repo,
      properties([]),
      new FakeMailer(),
      new FakeTransactions(),
      { infoEmail: "i@x.gh" },
    );
    await expect(service.sendInquiry(userActor(1), valid)).rejects.toThrow("Property Not Found");
  });
});

describe("FavouritesService", () => {
  it("accepts a numeric string id and checks the property exists", async () => {
    const added: number[] = [];
    const known = new Set([5]);
    const service = new FavouritesService(
      {
        listForUser: async () => [],
        add: async (_u, propertyId) => {
          if (!known.has(propertyId)) return null;
          added.push(propertyId);
          return { id: 1, createdAt: new Date(), created: true };
        },
        remove: async () => false,
      },
      properties([property(5, null)]),
      noConversions,
    );
    const { favourite } = await service.addFavourite(userActor(1), { propertyId: "5" });
    expect(added).toEqual([5]);
    expect(favourite.property.id).toBe(5);
    await expect(service.addFavourite(userActor(1), { propertyId: 6 })).rejects.toThrow(
      "Property Not Found",
    );
    await expect(service.removeFavourite(userActor(1), "5x")).rejects.toThrow(
      "propertyId must be a positive whole number",
    );
  });
});

describe("ContactService", () => {
  it("tells the info mailbox about a new subscriber only once", async () => {
    const mailer = new FakeMailer();
    let known = false;
    const service = new ContactService(
      { create: async () => ({}) as never },
      {
        subscribe: async (email) => {
          const created = !known;
          known = true;
          return { subscription: { id: 1, email, createdAt: new Date() }, created };
        },
      },
      mailer,
      new FakeTransactions(),
      { infoEmail: "info@x.gh" },
    );
    await service.subscribeToNewsletter({ email: "a@example.com" });
    await service.subscribeToNewsletter({ email: "A@example.com" });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].to).toBe("info@x.gh");
  });
});

describe("AdminDashboardService", () => {
  it("counts sign-ups from seven days before now and reports zero revenue", async () => {
    let since: Date | undefined;
    const service = new AdminDashboardService(
      {
        stats: async (s) => {
          since = s;
          return {
            totalUsers: 3,
            totalProperties: 0,
            totalInquiries: 0,
            totalAgents: 0,
            activeListings: 0,
            pendingInquiries: 0,
            weeklySignups: 1,
          };
        },
        leads: async () => [],
        leadCounts: async () => ({
          newsletter: 0,
          contact: 0,
          inquiry: 0,
          whatsapp: 0,
          "email-click": 0,
        }),
        recentProperties: async (n) => Array.from({ length: n }) as never,
        users: async (n) => Array.from({ length: n }) as never,
      },
      fixedClock("2026-11-22T12:00:00Z"),
    );
    expect(await service.getStats(operatorActor("cli:ops"))).toMatchObject({
      totalUsers: 3,
      monthlyRevenue: 0,
    });
    expect(since?.toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(await service.listRecentProperties(operatorActor("cli:ops"))).toHaveLength(5);
    expect(await service.listUsers(operatorActor("cli:ops"))).toHaveLength(10);
  });
});

describe("AdminAuthService", () => {
  const hasher = {
    hash: async (p: string) => `h:${p}`,
    verify: async (p: string, h: string) => h === `h:${p}`,
  };
  const settings = () => {
    const map = new Map<string, string>();
    return {
      get: async (k: string) => map.get(k) ?? null,
      set: async (k: string, v: string) => void map.set(k, v),
    };
  };

  it("takes ADMIN_PASSWORD over a stored one, and generates one only when none exists", async () => {
    const store = settings();
    const audit = new InMemoryAuditLog();
    const service = new AdminAuthService(store, hasher, new FakeTransactions(), audit.trail());
    const first = await service.ensurePassword(undefined);
    expect(first.kind).toBe("generated");
    expect(await service.ensurePassword(undefined)).toEqual({ kind: "existing" });
    await service.ensurePassword("from-the-environment");
    await expect(service.login({ password: "from-the-environment" })).resolves.toBeUndefined();
    await expect(
      service.login({ password: (first as { password: string }).password }),
    ).rejects.toThrow("Unauthorized");
    await service.setPassword("chosen-by-the-operator", operatorActor("cli:ama"));
    expect(audit.entries).toMatchObject([
      { actor: "cli:ama", action: "admin_password.changed", detail: "chosen by the operator" },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain("chosen-by-the-operator");
  });
});
