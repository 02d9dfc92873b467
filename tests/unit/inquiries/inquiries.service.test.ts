import type { User } from "#modules/accounts/accounts.types.js";
import { InquiriesService } from "#modules/inquiries/inquiries.service.js";
import type { Inquiry, NewInquiry } from "#modules/inquiries/inquiries.types.js";
import { userActor } from "#shared/actor.js";
import {
  FakeMailer,
  FakeTransactions,
  fakeProperties as properties,
  propertyWithAgent as property,
} from "../shared/shared.fakes.js";

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

/** The signed-in sender's account: esi@example.com, proved unless said otherwise. */
const sender = (account: Partial<User> = {}) => ({
  findById: async (id: number): Promise<User> => ({
    id,
    email: "esi@example.com",
    firstName: "Esi",
    lastName: "Mensah",
    profileImageUrl: null,
    createdAt: new Date("2026-11-01T00:00:00Z"),
    emailVerified: true,
    ...account,
  }),
});

/** The service over fakes: the listings it knows, and the signed-in sender's account. */
function setUp(listed: ReturnType<typeof property>[], account: Partial<User> = {}) {
  const mailer = new FakeMailer();
  const repo = new FakeInquiries();
  const service = new InquiriesService(
    repo,
    properties(listed),
    mailer,
    new FakeTransactions([repo]),
    { infoEmail: "info@x.gh" },
    sender(account),
  );
  return { service, mailer, repo };
}

describe("InquiriesService", () => {
  const valid = {
    name: "Esi",
    email: "esi@example.com",
    message: "Still available?",
    propertyId: 3,
  };

  it("mails the property's agent, replying to the sender", async () => {
    const { service, mailer } = setUp([property(3, "kojo@x.gh")]);
    const inquiry = await service.sendInquiry(userActor(1), { ...valid, agentId: 99 });
    expect(inquiry.agentId).toBe(7);
    expect(mailer.sent[0]).toMatchObject({ to: "kojo@x.gh", replyTo: "esi@example.com" });
  });

  it("keeps no inquiry when its mail cannot be sent", async () => {
    const { service, mailer, repo } = setUp([property(3, null)]);
    mailer.failing = true;
    await expect(service.sendInquiry(userActor(1), valid)).rejects.toThrow("SMTP down");
    expect(repo.rows).toHaveLength(0);
  });

  it("refuses an unknown property before writing anything", async () => {
    const { service } = setUp([]);
    await expect(service.sendInquiry(userActor(1), valid)).rejects.toThrow("Property Not Found");
  });

  it("sets Reply-To only to the sender's own proved address (issue 32)", async () => {
    const run = async (account: Partial<User>, email = "esi@example.com") => {
      const { service, mailer } = setUp([property(3, "kojo@x.gh")], account);
      await service.sendInquiry(userActor(1), { ...valid, email });
      return mailer.sent[0];
    };
    expect((await run({}, "Esi+house@Example.com"))?.replyTo).toBe("Esi+house@Example.com");
    const unproved = await run({ emailVerified: false });
    expect(unproved?.replyTo).toBeUndefined();
    expect(unproved?.text).toContain("Email: esi@example.com (not confirmed)");
    expect(unproved?.text).toContain("Their e-mail address is not confirmed");
    expect((await run({}, "victim@example.com"))?.replyTo).toBeUndefined();
  });
});
