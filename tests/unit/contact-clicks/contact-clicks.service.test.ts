import { ContactClicksService } from "#modules/contact-clicks/contact-clicks.service.js";
import type { NewContactClick } from "#modules/contact-clicks/contact-clicks.types.js";
import type { Property } from "#modules/listings/listings.types.js";
import { FakeAgents } from "../agents/agents.fakes.js";
import { fakeProperties, fixedClock } from "../shared/shared.fakes.js";

function setUp() {
  const recorded: NewContactClick[] = [];
  const agents = new FakeAgents();
  agents.rows.push({ id: 4, email: "ama@x.gh", name: "Ama" } as FakeAgents["rows"][number]);
  const service = new ContactClicksService(
    { record: async (click) => void recorded.push(click) },
    fakeProperties([{ id: 9, agentId: 4 } as Property]),
    agents,
    fixedClock("2026-11-23T10:00:00Z"),
  );
  return { service, recorded };
}

describe("ContactClicksService", () => {
  it("records the listing, its agent, the channel and the time: nothing about the visitor", async () => {
    const { service, recorded } = setUp();
    await service.recordPropertyClick(9, { channel: "whatsapp", email: "me@x.gh", ip: "1.2.3.4" });
    await service.recordAgentClick(4, { channel: "email" });
    expect(recorded).toEqual([
      {
        propertyId: 9,
        agentId: 4,
        channel: "whatsapp",
        createdAt: new Date("2026-11-23T10:00:00Z"),
      },
      {
        propertyId: null,
        agentId: 4,
        channel: "email",
        createdAt: new Date("2026-11-23T10:00:00Z"),
      },
    ]);
  });

  it("refuses a bad channel (invalid) and an unknown listing or agent (not found)", async () => {
    const { service, recorded } = setUp();
    await expect(service.recordPropertyClick(9, { channel: "sms" })).rejects.toMatchObject({
      kind: "invalid",
      errors: { channel: ["Channel must be whatsapp or email"] },
    });
    await expect(service.recordPropertyClick(10, { channel: "email" })).rejects.toMatchObject({
      kind: "not_found",
      message: "Property Not Found",
    });
    await expect(
      service.recordPropertyClick(Number.NaN, { channel: "email" }),
    ).rejects.toMatchObject({ kind: "not_found" });
    await expect(service.recordAgentClick(5, { channel: "email" })).rejects.toMatchObject({
      kind: "not_found",
    });
    expect(recorded).toEqual([]);
  });
});
