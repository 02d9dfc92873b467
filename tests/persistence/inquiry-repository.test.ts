import { TOKENS } from "../../src/container/tokens.js";
import type { InquiryRepository } from "../../src/modules/inquiries/inquiries.ports.js";
import type { NewInquiry } from "../../src/modules/inquiries/inquiries.types.js";
import type { ListingInquiries } from "../../src/modules/my-listings/my-listings.ports.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const inquiries = () => bound<InquiryRepository>(app, TOKENS.InquiryRepository);
const listingInquiries = () => bound<ListingInquiries>(app, TOKENS.ListingInquiries);

describe("InquiryRepository", () => {
  function anInquiry(
    overrides: Partial<NewInquiry> & Pick<NewInquiry, "userId" | "propertyId">,
  ): NewInquiry {
    return {
      agentId: null,
      name: "Yaw Darko",
      email: "yaw.darko@example.com",
      phone: null,
      message: "Is the Osu flat still available for viewing on Saturday?",
      ...overrides,
    };
  }

  it("stores an inquiry as pending and answers it with its property's title", async () => {
    const userId = await insertUser(app);
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, {
      title: "Osu two-bedroom flat",
      agent_id: agentId,
    });

    const inquiry = await inquiries().create(
      anInquiry({ userId, propertyId, agentId, phone: "+233 24 123 4567" }),
    );

    expect(inquiry).toEqual({
      id: expect.any(Number),
      propertyId,
      agentId,
      status: "pending",
      createdAt: expect.any(Date),
      name: "Yaw Darko",
      email: "yaw.darko@example.com",
      phone: "+233 24 123 4567",
      message: "Is the Osu flat still available for viewing on Saturday?",
      property: { id: propertyId, title: "Osu two-bedroom flat" },
    });
    expect(
      await app.sql("SELECT user_id, property_id, agent_id, status, phone FROM inquiries"),
    ).toEqual([
      {
        user_id: userId,
        property_id: propertyId,
        agent_id: agentId,
        status: "pending",
        phone: "+233 24 123 4567",
      },
    ]);
    expect(await inquiries().listForUser(userId)).toEqual([inquiry]);
  });

  it("keeps a NULL phone and agent as null", async () => {
    const userId = await insertUser(app);
    const propertyId = await insertProperty(app);
    const inquiry = await inquiries().create(anInquiry({ userId, propertyId }));
    expect(inquiry.phone).toBeNull();
    expect(inquiry.agentId).toBeNull();
    expect((await inquiries().listForUser(userId))[0]).toMatchObject({
      phone: null,
      agentId: null,
    });
  });

  it("lists one user's inquiries newest first, ties newest id first", async () => {
    const userId = await insertUser(app);
    const otherId = await insertUser(app);
    const osu = await insertProperty(app, { title: "Osu flat" });
    const legon = await insertProperty(app, { title: "East Legon house" });
    const a = await inquiries().create(anInquiry({ userId, propertyId: osu, message: "A" }));
    const b = await inquiries().create(anInquiry({ userId, propertyId: legon, message: "B" }));
    const c = await inquiries().create(anInquiry({ userId, propertyId: osu, message: "C" }));
    await inquiries().create(anInquiry({ userId: otherId, propertyId: osu, message: "theirs" }));
    await app.sql("UPDATE inquiries SET created_at = $1 WHERE id = ANY($2)", [
      at("2026-11-20T12:00:00Z"),
      [a.id, c.id],
    ]);
    await app.sql("UPDATE inquiries SET created_at = $1 WHERE id = $2", [
      at("2026-11-01T12:00:00Z"),
      b.id,
    ]);

    const list = await inquiries().listForUser(userId);

    expect(list.map((i) => [i.message, i.property?.title])).toEqual([
      ["C", "Osu flat"],
      ["A", "Osu flat"],
      ["B", "East Legon house"],
    ]);
    expect(list[2].createdAt).toEqual(at("2026-11-01T12:00:00Z"));
  });

  it("lists every inquiry about one listing, from any user, newest first (also as Manage Listings' port)", async () => {
    const ama = await insertUser(app);
    const kojo = await insertUser(app);
    const osu = await insertProperty(app, { title: "Osu flat" });
    const other = await insertProperty(app, { title: "Kumasi house" });
    const first = await inquiries().create(
      anInquiry({ userId: ama, propertyId: osu, message: "first" }),
    );
    const second = await inquiries().create(
      anInquiry({ userId: kojo, propertyId: osu, message: "second" }),
    );
    await inquiries().create(anInquiry({ userId: ama, propertyId: other, message: "elsewhere" }));
    await app.sql("UPDATE inquiries SET created_at = $1 WHERE id = $2", [
      at("2026-11-22T08:00:00Z"),
      first.id,
    ]);
    await app.sql("UPDATE inquiries SET created_at = $1 WHERE id = $2", [
      at("2026-11-21T08:00:00Z"),
      second.id,
    ]);

    const list = await inquiries().listForProperty(osu);

    expect(list.map((i) => i.message)).toEqual(["first", "second"]);
    expect(list[0]).toEqual({ ...first, createdAt: at("2026-11-22T08:00:00Z") });
    expect(await listingInquiries().listForProperty(osu)).toEqual(list);
    expect(await inquiries().listForProperty(osu + 100)).toEqual([]);
  });
});
