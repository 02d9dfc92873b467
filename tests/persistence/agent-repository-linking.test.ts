import { isUniqueViolation } from "../../src/adapters/persistence/unique-violation.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { AgentRepository } from "../../src/modules/agents/agents.ports.js";
import type { VerifiedAgentProfile } from "../../src/modules/agents/agents.types.js";
import { insertAgent } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { bound, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const agents = () => bound<AgentRepository>(app, TOKENS.AgentRepository);

function aProfile(overrides: Partial<VerifiedAgentProfile> = {}): VerifiedAgentProfile {
  return {
    name: "Kwabena Owusu",
    email: "kwabena@ashanti-homes.example",
    company: "Ashanti Homes",
    phone: "+233 24 555 0192",
    bio: "Eight years letting family homes in Ahodwo and Nhyiaeso.",
    profileImage: null,
    region: "Ashanti",
    specialization: "Residential Properties",
    userId: null,
    licenseNumber: "REAC-AG-2024-0192",
    ...overrides,
  };
}

describe("AgentRepository.createVerified", () => {
  it("inserts a verified agent with its region and specialisation, and answers it", async () => {
    const userId = await insertUser(app);
    const agent = await agents().createVerified(aProfile({ userId }));

    expect(agent).toEqual({
      id: expect.any(Number),
      name: "Kwabena Owusu",
      company: "Ashanti Homes",
      email: "kwabena@ashanti-homes.example",
      phone: "+233 24 555 0192",
      profileImage: null,
      rating: "0.0",
      reviewCount: 0,
      propertiesSold: 0,
      bio: "Eight years letting family homes in Ahodwo and Nhyiaeso.",
      isVerified: true,
      // The number the application gave is kept, and never shown until an admin checks it.
      licenseNumber: null,
      licenseCheckedAt: null,
    });
    expect(
      await app.sql(
        "SELECT region, specialization, user_id, is_verified, featured, license_number FROM agents WHERE id = $1",
        [agent?.id],
      ),
    ).toEqual([
      {
        region: "Ashanti",
        specialization: "Residential Properties",
        user_id: userId,
        is_verified: true,
        featured: false,
        license_number: "REAC-AG-2024-0192",
      },
    ]);
  });

  it("answers null, changing nothing, when the e-mail is an agent's in another case", async () => {
    const existing = await insertAgent(app, {
      name: "Kwabena Owusu (first)",
      email: "Kwabena@Ashanti-Homes.example",
      is_verified: false,
    });

    expect(
      await agents().createVerified(aProfile({ email: "KWABENA@ashanti-homes.EXAMPLE" })),
    ).toBeNull();
    expect(await app.sql("SELECT id, name, is_verified FROM agents")).toEqual([
      { id: existing, name: "Kwabena Owusu (first)", is_verified: false },
    ]);
  });

  it("answers null when the account already has an agent; agents with no account do not clash", async () => {
    const userId = await insertUser(app);
    await insertAgent(app, { user_id: userId });

    expect(
      await agents().createVerified(aProfile({ email: "other@example.com", userId })),
    ).toBeNull();
    const first = await agents().createVerified(aProfile({ email: "one@example.com" }));
    const second = await agents().createVerified(aProfile({ email: "two@example.com" }));
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await app.sql("SELECT email FROM agents WHERE user_id IS NULL ORDER BY email")).toEqual([
      { email: "one@example.com" },
      { email: "two@example.com" },
    ]);
  });
});

describe("AgentRepository.createVerified at once", () => {
  it("of two approvals with one e-mail at once, one agent is made and the other answers null", async () => {
    const results = await Promise.all([
      agents().createVerified(aProfile({ name: "First", email: "esi@example.com" })),
      agents().createVerified(aProfile({ name: "Second", email: "ESI@example.com" })),
    ]);

    expect(results.filter((agent) => agent === null)).toHaveLength(1);
    const made = results.find((agent) => agent !== null);
    expect(await app.sql("SELECT id, name FROM agents")).toEqual([
      { id: made?.id, name: made?.name },
    ]);
  });
});

describe("AgentRepository.linkToUser", () => {
  it("links an unlinked agent to an account without one, once", async () => {
    const userId = await insertUser(app);
    const agentId = await insertAgent(app);

    expect(await agents().linkToUser(agentId, userId)).toBe(true);
    expect(await app.sql("SELECT user_id FROM agents WHERE id = $1", [agentId])).toEqual([
      { user_id: userId },
    ]);
    expect(await agents().linkToUser(agentId, userId)).toBe(false);
  });

  it("refuses an agent already linked, an account that has an agent, and an unknown agent", async () => {
    const holder = await insertUser(app);
    const other = await insertUser(app);
    const taken = await insertAgent(app, { user_id: holder });
    const free = await insertAgent(app);

    expect(await agents().linkToUser(taken, other)).toBe(false);
    expect(await agents().linkToUser(free, holder)).toBe(false);
    expect(await agents().linkToUser(free + 100, other)).toBe(false);
    expect(await app.sql("SELECT id, user_id FROM agents ORDER BY id")).toEqual([
      { id: taken, user_id: holder },
      { id: free, user_id: null },
    ]);
  });

  it("answers false when the unique index, not the NOT EXISTS, catches a racing claim", async () => {
    const userId = await insertUser(app);
    const claimed = await insertAgent(app, { name: "Claimed" });
    const rival = await insertAgent(app, { name: "Rival" });
    // A racer's claim committed after this statement's snapshot: the NOT EXISTS cannot see it
    // and only the index can refuse. A trigger links the rival inside the statement, which
    // makes the same unique violation on one connection (PGlite has only one), so each engine's
    // way of reporting it is what is tested.
    await app.sql(`
      CREATE FUNCTION test_racing_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF pg_trigger_depth() = 1 THEN
          UPDATE agents SET user_id = NEW.user_id WHERE id = ${rival};
        END IF;
        RETURN NEW;
      END $$`);
    await app.sql(`
      CREATE TRIGGER test_racing_claim_trg BEFORE UPDATE OF user_id ON agents
        FOR EACH ROW WHEN (NEW.id = ${claimed}) EXECUTE FUNCTION test_racing_claim()`);
    try {
      expect(await agents().linkToUser(claimed, userId)).toBe(false);
    } finally {
      await app.sql("DROP TRIGGER test_racing_claim_trg ON agents");
      await app.sql("DROP FUNCTION test_racing_claim()");
    }
    expect(
      await app.sql("SELECT count(*)::int AS n FROM agents WHERE user_id IS NOT NULL"),
    ).toEqual([{ n: 0 }]);
  });

  it("sees the engine report a clash on agents' unique index by its SQLSTATE", async () => {
    // What isUniqueViolation reads: the code, not only the English message it falls back on.
    const userId = await insertUser(app);
    await insertAgent(app, { user_id: userId });
    const clash = await app
      .sql("INSERT INTO agents (name, email, user_id) VALUES ('Yaw', 'yaw@example.com', $1)", [
        userId,
      ])
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(clash).toMatchObject({
      code: "23505",
      driverError: { constraint: "agents_user_id_key" },
    });
    expect(isUniqueViolation(clash)).toBe(true);
  });

  it("of two claims on one account at once, exactly one wins", async () => {
    const userId = await insertUser(app);
    const a = await insertAgent(app);
    const b = await insertAgent(app);

    const results = await Promise.all([
      agents().linkToUser(a, userId),
      agents().linkToUser(b, userId),
    ]);

    expect([...results].sort()).toEqual([false, true]);
    expect(
      await app.sql("SELECT count(*)::int AS n FROM agents WHERE user_id = $1", [userId]),
    ).toEqual([{ n: 1 }]);
  });
});
