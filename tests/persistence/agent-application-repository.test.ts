import { TOKENS } from "../../src/container/tokens.js";
import type { AgentApplicationRepository } from "../../src/modules/agents/agents.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { anApplication, at, bound, insertUser, names } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const applications = () =>
  bound<AgentApplicationRepository>(app, TOKENS.AgentApplicationRepository);

describe("AgentApplicationRepository.create / findById", () => {
  it("stores a pending application with its NULLs, and reads it back whole", async () => {
    const userId = await insertUser(app);
    const confirmedAt = at("2026-11-23T10:15:30.123Z");
    const created = await applications().create(
      anApplication({ userId, confirmedAt, licenseNumber: "GREA-2024-0192", website: null }),
    );

    expect(created).toEqual({
      ...anApplication({ userId, confirmedAt, licenseNumber: "GREA-2024-0192" }),
      id: expect.any(Number),
      status: "pending",
      agentId: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: expect.any(Date),
    });
    expect(await applications().findById(created.id)).toEqual(created);
    expect(await applications().findById(created.id + 100)).toBeNull();
    expect(
      await app.sql(
        "SELECT status, website, license_number, user_id, confirmed_at FROM agent_registrations",
      ),
    ).toEqual([
      {
        status: "pending",
        website: null,
        license_number: "GREA-2024-0192",
        user_id: userId,
        confirmed_at: confirmedAt,
      },
    ]);
  });

  it("keeps a signed-out application unconfirmed", async () => {
    const created = await applications().create(anApplication({ confirmedAt: null }));
    expect(created.confirmedAt).toBeNull();
    expect(created.userId).toBeNull();
    expect(await app.sql("SELECT confirmed_at, user_id FROM agent_registrations")).toEqual([
      { confirmed_at: null, user_id: null },
    ]);
  });
});

describe("AgentApplicationRepository.list", () => {
  it("lists only applications that reached the admin, newest first, ties newest id first", async () => {
    const older = await applications().create(anApplication({ name: "Older" }));
    const tieA = await applications().create(anApplication({ name: "Tie A" }));
    const tieB = await applications().create(anApplication({ name: "Tie B" }));
    await applications().create(anApplication({ name: "Unconfirmed", confirmedAt: null }));
    await app.sql("UPDATE agent_registrations SET created_at = $1 WHERE id = $2", [
      at("2026-11-01T00:00:00Z"),
      older.id,
    ]);
    await app.sql("UPDATE agent_registrations SET created_at = $1 WHERE id = ANY($2)", [
      at("2026-11-10T00:00:00Z"),
      [tieA.id, tieB.id],
    ]);

    expect(names(await applications().list())).toEqual(["Tie B", "Tie A", "Older"]);
  });

  it("filters by status", async () => {
    const approved = await applications().create(anApplication({ name: "Approved" }));
    const rejected = await applications().create(anApplication({ name: "Rejected" }));
    await applications().create(anApplication({ name: "Pending" }));
    await app.sql("UPDATE agent_registrations SET status = 'approved' WHERE id = $1", [
      approved.id,
    ]);
    await app.sql("UPDATE agent_registrations SET status = 'rejected' WHERE id = $1", [
      rejected.id,
    ]);

    expect(names(await applications().list("pending"))).toEqual(["Pending"]);
    expect(names(await applications().list("approved"))).toEqual(["Approved"]);
    expect(names(await applications().list("rejected"))).toEqual(["Rejected"]);
    expect(await applications().list()).toHaveLength(3);
  });
});

describe("AgentApplicationRepository.confirm", () => {
  it("confirms once of two confirmations at once", async () => {
    const { id } = await applications().create(anApplication({ confirmedAt: null }));
    const results = await Promise.all([
      applications().confirm(id, at("2026-11-23T10:00:00Z")),
      applications().confirm(id, at("2026-11-23T10:00:01Z")),
    ]);
    expect([...results].sort()).toEqual([false, true]);
    expect((await applications().findById(id))?.confirmedAt).toEqual(
      results[0] ? at("2026-11-23T10:00:00Z") : at("2026-11-23T10:00:01Z"),
    );
  });

  it("confirms once, keeping the first time to the millisecond", async () => {
    const { id } = await applications().create(anApplication({ confirmedAt: null }));
    const first = at("2026-11-23T10:00:00.456Z");

    expect(await applications().confirm(id, first)).toBe(true);
    expect(await applications().confirm(id, at("2026-11-24T10:00:00Z"))).toBe(false);
    expect(await applications().confirm(id + 100, first)).toBe(false);
    expect((await applications().findById(id))?.confirmedAt).toEqual(first);
  });
});
