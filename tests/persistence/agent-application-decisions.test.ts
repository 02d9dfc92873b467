import { TOKENS } from "../../src/container/tokens.js";
import type { AgentApplicationRepository } from "../../src/modules/agents/agents.ports.js";
import { insertAgent } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { anApplication, at, bound, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const applications = () =>
  bound<AgentApplicationRepository>(app, TOKENS.AgentApplicationRepository);

describe("AgentApplicationRepository.matchesOf", () => {
  it("matches agents on e-mail in any case and on a phone's last nine digits, in agent id order", async () => {
    const byEmail = await insertAgent(app, {
      name: "Kofi Annan",
      email: "KOFI@Example.com",
      phone: "+233 20 555 0101",
    });
    const byPhone = await insertAgent(app, {
      name: "Yaw Phone",
      email: "yaw@example.com",
      phone: "+233 (24) 123-4567",
    });
    const both = await insertAgent(app, {
      name: "Both",
      email: "both.kofi@example.com",
      phone: "0241234567",
    });
    await insertAgent(app, {
      name: "Unrelated",
      email: "x@example.com",
      phone: "+233 55 000 0000",
    });
    const application = await applications().create(
      anApplication({ email: "kofi@example.COM", phone: "024 123 4567" }),
    );
    const bothApplication = await applications().create(
      anApplication({ email: "BOTH.kofi@example.com", phone: "+233-24-123-4567" }),
    );

    const matches = await applications().matchesOf([application.id, bothApplication.id]);

    expect(matches.get(application.id)).toEqual([
      { agentId: byEmail, applicationId: null, name: "Kofi Annan", on: ["email"] },
      { agentId: byPhone, applicationId: null, name: "Yaw Phone", on: ["phone"] },
      { agentId: both, applicationId: null, name: "Both", on: ["phone"] },
      { agentId: null, applicationId: bothApplication.id, name: "Abena Darko", on: ["phone"] },
    ]);
    expect(matches.get(bothApplication.id)).toEqual([
      { agentId: byPhone, applicationId: null, name: "Yaw Phone", on: ["phone"] },
      { agentId: both, applicationId: null, name: "Both", on: ["email", "phone"] },
      { agentId: null, applicationId: application.id, name: "Abena Darko", on: ["phone"] },
    ]);
  });

  it("never matches phones shorter than nine digits, nor NULL phones", async () => {
    await insertAgent(app, { name: "Short", email: "s@example.com", phone: "12345" });
    await insertAgent(app, { name: "None", email: "n@example.com", phone: null });
    const application = await applications().create(
      anApplication({ email: "a@example.com", phone: "12345" }),
    );

    expect((await applications().matchesOf([application.id])).has(application.id)).toBe(false);
  });

  it("matches only other pending applications that reached the admin", async () => {
    const subject = await applications().create(
      anApplication({ name: "Subject", email: "same@example.com", phone: "020 000 0001" }),
    );
    const pending = await applications().create(
      anApplication({ name: "Pending twin", email: "SAME@example.com", phone: "020 000 0002" }),
    );
    await applications().create(
      anApplication({ name: "Unconfirmed", email: "same@example.com", confirmedAt: null }),
    );
    const decided = await applications().create(
      anApplication({ name: "Decided", email: "same@example.com" }),
    );
    await app.sql("UPDATE agent_registrations SET status = 'rejected' WHERE id = $1", [decided.id]);

    const matches = await applications().matchesOf([subject.id]);

    expect(matches.get(subject.id)).toEqual([
      { agentId: null, applicationId: pending.id, name: "Pending twin", on: ["email"] },
    ]);
    expect([...matches.keys()]).toEqual([subject.id]);
  });

  it("answers an empty map for no ids and for unknown ids", async () => {
    await insertAgent(app, { email: "abena@adinkra-realty.example" });
    expect((await applications().matchesOf([])).size).toBe(0);
    expect((await applications().matchesOf([999])).size).toBe(0);
  });
});

describe("AgentApplicationRepository.recordDecision / setUser", () => {
  it("records a decision only while pending", async () => {
    const agentId = await insertAgent(app);
    const { id } = await applications().create(anApplication());
    const decidedAt = at("2026-11-23T11:30:00.789Z");

    expect(
      await applications().recordDecision(id, {
        status: "approved",
        agentId,
        decidedAt,
        decisionReason: "Licence checked with GREA.",
      }),
    ).toBe(true);
    expect(
      await applications().recordDecision(id, {
        status: "rejected",
        agentId: null,
        decidedAt: at("2026-11-24T00:00:00Z"),
        decisionReason: "Too late",
      }),
    ).toBe(false);
    expect(
      await applications().recordDecision(id + 100, {
        status: "rejected",
        agentId: null,
        decidedAt,
        decisionReason: null,
      }),
    ).toBe(false);

    expect(await applications().findById(id)).toMatchObject({
      status: "approved",
      agentId,
      decidedAt,
      decisionReason: "Licence checked with GREA.",
    });
  });

  it("lets only one of two decisions at once win, and keeps the winner's", async () => {
    const agentId = await insertAgent(app);
    const { id } = await applications().create(anApplication());
    const decidedAt = at("2026-11-23T11:30:00Z");

    const [approved, rejected] = await Promise.all([
      applications().recordDecision(id, {
        status: "approved",
        agentId,
        decidedAt,
        decisionReason: null,
      }),
      applications().recordDecision(id, {
        status: "rejected",
        agentId: null,
        decidedAt,
        decisionReason: "Licence number not found",
      }),
    ]);

    expect([approved, rejected].sort()).toEqual([false, true]);
    expect(
      await app.sql("SELECT status, agent_id, decision_reason FROM agent_registrations"),
    ).toEqual([
      approved
        ? { status: "approved", agent_id: agentId, decision_reason: null }
        : { status: "rejected", agent_id: null, decision_reason: "Licence number not found" },
    ]);
  });

  it("records a rejection with no agent and a NULL reason", async () => {
    const { id } = await applications().create(anApplication());
    expect(
      await applications().recordDecision(id, {
        status: "rejected",
        agentId: null,
        decidedAt: at("2026-11-23T11:30:00Z"),
        decisionReason: null,
      }),
    ).toBe(true);
    expect(
      await app.sql("SELECT status, agent_id, decision_reason FROM agent_registrations"),
    ).toEqual([{ status: "rejected", agent_id: null, decision_reason: null }]);
  });

  it("records the account that claimed the application's agent", async () => {
    const userId = await insertUser(app);
    const { id } = await applications().create(anApplication({ confirmedAt: null }));

    await applications().setUser(id, userId);

    expect((await applications().findById(id))?.userId).toBe(userId);
    expect(await app.sql("SELECT user_id FROM agent_registrations WHERE id = $1", [id])).toEqual([
      { user_id: userId },
    ]);
  });
});
