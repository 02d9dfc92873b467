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
