import type { SettingsRepository } from "#modules/admin/admin.ports.js";
import type { ClickVisitor } from "#modules/contact-clicks/click-visitor.js";
import { ContactClicksService } from "#modules/contact-clicks/contact-clicks.service.js";
import type { NewContactClick } from "#modules/contact-clicks/contact-clicks.types.js";
import type { Property } from "#modules/listings/listings.types.js";
import type { Clock } from "#shared/ports.js";
import { FakeAgents } from "../agents/agents.fakes.js";
import { fakeProperties } from "../shared/shared.fakes.js";

class FakeSettings implements SettingsRepository {
  values = new Map<string, string>();
  writes = 0;
  async get(key: string) {
    return this.values.get(key) ?? null;
  }
  async set(key: string, value: string) {
    this.values.set(key, value);
  }
  async setIfAbsent(key: string, value: string) {
    this.writes += 1;
    if (!this.values.has(key)) this.values.set(key, value);
    return this.values.get(key) as string;
  }
}

/** A click repository holding the unique rule the database's indexes hold. */
function fakeClicks() {
  const recorded: NewContactClick[] = [];
  const record = async (click: NewContactClick) => {
    const same = recorded.some(
      (r) =>
        r.propertyId === click.propertyId &&
        (click.propertyId !== null || r.agentId === click.agentId) &&
        r.hostelId === click.hostelId &&
        r.visitorHash === click.visitorHash &&
        r.day === click.day,
    );
    if (!same) recorded.push(click);
    return !same;
  };
  return { recorded, record };
}

const ANON: ClickVisitor = { userId: null, sessionVisitorId: null, address: "41.66.1.2" };

function setUp(settings = new FakeSettings()) {
  const clicks = fakeClicks();
  const agents = new FakeAgents();
  agents.rows.push({ id: 4, email: "ama@x.gh", name: "Ama" } as FakeAgents["rows"][number]);
  let now = new Date("2026-11-23T10:00:00Z");
  const clock: Clock = { now: () => new Date(now) };
  const service = new ContactClicksService(
    clicks,
    fakeProperties([{ id: 9, agentId: 4 } as Property, { id: 10, agentId: null } as Property]),
    agents,
    // Hostel 3 exists; no other does.
    { listAll: async () => [], exists: async (id: number) => id === 3 },
    clock,
    settings,
  );
  const setNow = (iso: string) => {
    now = new Date(iso);
  };
  return { service, recorded: clicks.recorded, setNow, settings };
}

describe("ContactClicksService", () => {
  it("records the listing, its agent, the channel, the time and day, and only a hash of the visitor", async () => {
    const { service, recorded } = setUp();
    await service.recordPropertyClick(
      9,
      { channel: "whatsapp", email: "me@x.gh", ip: "1.2.3.4" },
      ANON,
    );
    await service.recordAgentClick(4, { channel: "email" }, ANON);
    await service.recordHostelClick(3, { channel: "call" }, ANON);
    expect(recorded).toEqual([
      {
        propertyId: 9,
        agentId: 4,
        hostelId: null,
        channel: "whatsapp",
        createdAt: new Date("2026-11-23T10:00:00Z"),
        day: "2026-11-23",
        visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      {
        propertyId: null,
        agentId: 4,
        hostelId: null,
        channel: "email",
        createdAt: new Date("2026-11-23T10:00:00Z"),
        day: "2026-11-23",
        visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      {
        propertyId: null,
        agentId: null,
        hostelId: 3,
        channel: "call",
        createdAt: new Date("2026-11-23T10:00:00Z"),
        day: "2026-11-23",
        visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    // Keyed per target: the rows cannot be joined to one visitor.
    expect(new Set(recorded.map((r) => r.visitorHash)).size).toBe(3);
    expect(JSON.stringify(recorded)).not.toContain("41.66");
  });

  it("counts a visitor once per listing and day, whichever button, and again the next day", async () => {
    const { service, recorded, setNow } = setUp();
    const answers: boolean[] = [];
    for (let i = 0; i < 41; i++) {
      answers.push(
        await service.recordPropertyClick(9, { channel: i % 2 ? "email" : "whatsapp" }, ANON),
      );
    }
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(recorded).toHaveLength(1);
    // Another listing, another visitor: each counts.
    expect(await service.recordPropertyClick(10, { channel: "whatsapp" }, ANON)).toBe(true);
    expect(
      await service.recordPropertyClick(
        9,
        { channel: "whatsapp" },
        { ...ANON, address: "41.66.1.3" },
      ),
    ).toBe(true);
    // 23:59 is still the same day in Accra (UTC); midnight starts a new one.
    setNow("2026-11-23T23:59:59Z");
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, ANON)).toBe(false);
    setNow("2026-11-24T00:00:00Z");
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, ANON)).toBe(true);
    expect(recorded.map((r) => r.day)).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
      "2026-11-24",
    ]);
  });

  it("names a signed-in visitor by the account on any network, a signed-out one by session, else address", async () => {
    const { service, recorded } = setUp();
    const signedIn = { userId: 5, sessionVisitorId: null, address: "41.66.1.2" };
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, signedIn)).toBe(true);
    expect(
      await service.recordPropertyClick(
        9,
        { channel: "email" },
        { ...signedIn, address: "102.176.0.9" },
      ),
    ).toBe(false);
    // The same address signed out is someone else; two sessions behind it are two people.
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, ANON)).toBe(true);
    const session = (id: string) => ({ ...ANON, sessionVisitorId: id });
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, session("a"))).toBe(true);
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, session("b"))).toBe(true);
    expect(await service.recordPropertyClick(9, { channel: "whatsapp" }, session("a"))).toBe(false);
    expect(recorded).toHaveLength(4);
  });

  it("hashes with the secret kept in settings, created once and then read from memory", async () => {
    const settings = new FakeSettings();
    settings.values.set("contact_clicks.visitor_secret", "a stored secret");
    const first = setUp(settings);
    await first.service.recordPropertyClick(9, { channel: "whatsapp" }, ANON);
    await first.service.recordPropertyClick(10, { channel: "whatsapp" }, ANON);
    expect(settings.writes).toBe(1);
    // Another process with the same stored secret names the visitor alike: counted once.
    const other = setUp(settings);
    await other.service.recordPropertyClick(9, { channel: "whatsapp" }, ANON);
    expect(other.recorded[0]?.visitorHash).toBe(first.recorded[0]?.visitorHash);
    // Without one, a fresh secret is drawn and stored.
    const fresh = new FakeSettings();
    await setUp(fresh).service.recordPropertyClick(9, { channel: "whatsapp" }, ANON);
    expect(fresh.values.get("contact_clicks.visitor_secret")).toMatch(/^[\w-]{43}$/);
  });

  it("refuses a bad channel (invalid) and an unknown listing, agent or hostel (not found)", async () => {
    const { service, recorded } = setUp();
    await expect(service.recordPropertyClick(9, { channel: "sms" }, ANON)).rejects.toMatchObject({
      kind: "invalid",
      errors: { channel: ["Channel must be whatsapp, email or call"] },
    });
    await expect(service.recordPropertyClick(11, { channel: "email" }, ANON)).rejects.toMatchObject(
      {
        kind: "not_found",
        message: "Property Not Found",
      },
    );
    await expect(
      service.recordPropertyClick(Number.NaN, { channel: "email" }, ANON),
    ).rejects.toMatchObject({ kind: "not_found" });
    await expect(service.recordAgentClick(5, { channel: "email" }, ANON)).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(service.recordHostelClick(4, { channel: "call" }, ANON)).rejects.toMatchObject({
      kind: "not_found",
      message: "Hostel Not Found",
    });
    await expect(service.recordHostelClick(3, { channel: "sms" }, ANON)).rejects.toMatchObject({
      kind: "invalid",
    });
    expect(recorded).toEqual([]);
  });
});
