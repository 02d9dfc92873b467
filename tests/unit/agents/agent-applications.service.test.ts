import type { AccountTokens } from "#modules/accounts/account-tokens.js";
import { AgentApplicationsService } from "#modules/agents/agent-applications.service.js";
import { operatorActor, userActor, VISITOR } from "#shared/actor.js";
import { ConflictError, NotFoundError, ValidationError } from "#shared/errors.js";
import { fakePhotoPipeline } from "../photos/photos.fakes.js";
import { FakeAuditLog } from "../shared/shared.fakes.js";
import {
  anUploadedFile,
  FakeAgentApplications,
  FakeAgents,
  FakeMailer,
  FakeTransactions,
  PNG_BYTES,
} from "./agents.fakes.js";

const NOW = new Date("2026-11-20T10:00:00Z");
const APPLICANT = userActor(5);
const OPS = operatorActor("cli:ops");
/** The link helper's own tests are the API's (a real database); here it hands out one token. */
const TOKEN = "t".repeat(43);
const tokens = { issue: async () => TOKEN } as unknown as AccountTokens;

function setup() {
  const applications = new FakeAgentApplications();
  const agents = new FakeAgents();
  const photos = fakePhotoPipeline();
  const files = photos.originals;
  const mailer = new FakeMailer();
  const audit = new FakeAuditLog();
  const service = new AgentApplicationsService(
    applications,
    agents,
    photos.pipeline,
    mailer,
    new FakeTransactions([applications, agents, audit]),
    { now: () => NOW },
    audit.trail({ now: () => NOW }),
    // The real probe is sharp's (tests/api); here every sniffed image reads as one.
    { dimensions: async () => ({ width: 900, height: 600 }), decodes: async () => true },
    tokens,
    { infoEmail: "info@ofie.test", publicUrl: "https://ofie.test" },
  );
  applications.agents = agents;
  return { service, applications, agents, files, mailer, audit };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Adwoa Nyarko",
  email: "adwoa@example.com",
  phone: "0201234567",
  company: "Oti Homes",
  yearsExperience: "5",
  specialization: "Land Sales",
  location: "Oti",
  bio: "Helps families in Dambai and Nkwanta find land with clean documents.",
  languages: "English, Ewe",
  ...overrides,
});

async function validationErrors(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).errors;
}

describe("AgentApplicationsService.submitApplication", () => {
  it("signed in: stores a pending application of the account with the photo URL and mails the info mailbox", async () => {
    const { service, files, mailer } = setup();
    const app = await service.submitApplication(APPLICANT, form(), [anUploadedFile(PNG_BYTES)]);
    expect(app).toMatchObject({
      status: "pending",
      yearsExperience: 5,
      website: null,
      userId: 5,
      confirmedAt: NOW,
    });
    expect(app.profileImage).toMatch(/^\/uploads\/[a-f0-9]{32}-1024\.webp$/);
    expect(files.files.size).toBe(1);
    expect(mailer.sent).toEqual([
      expect.objectContaining({ to: "info@ofie.test", replyTo: "adwoa@example.com" }),
    ]);
  });

  it("signed out: mails the applicant a link and neither the admin nor the info mailbox sees it yet", async () => {
    const { service, mailer } = setup();
    const app = await service.submitApplication(VISITOR, form());
    expect(app).toMatchObject({ userId: null, confirmedAt: null });
    expect(mailer.sent).toEqual([
      expect.objectContaining({
        to: "adwoa@example.com",
        subject: "Confirm your Ofie agent application",
        text: expect.stringContaining(`https://ofie.test/agent-registration/verify/${TOKEN}`),
      }),
    ]);
    expect(await service.listApplications(OPS)).toEqual([]);
    await expect(service.decideApplication(app.id, "approved", OPS)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("trims text, turns non-numeric years into 0 and truncates fractions", async () => {
    const { service } = setup();
    const a = await service.submitApplication(
      APPLICANT,
      form({ name: "  Adwoa  ", yearsExperience: "n/a" }),
    );
    expect(a).toMatchObject({ name: "Adwoa", yearsExperience: 0 });
    const b = await service.submitApplication(APPLICANT, form({ yearsExperience: "7.9" }));
    expect(b.yearsExperience).toBe(7);
  });

  it("reports text and photo problems together and stores nothing", async () => {
    const { service, applications, files, mailer } = setup();
    const errors = await validationErrors(
      service.submitApplication(APPLICANT, form({ phone: "024-12" }), [
        anUploadedFile(Buffer.from("hi")),
      ]),
    );
    expect(errors).toEqual({
      phone: ["Phone number must be at least 10 digits"],
      profileImage: ["Profile photo must be a JPG or PNG image"],
    });
    expect(applications.rows).toHaveLength(0);
    expect(files.files.size).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it("refuses a photo over 5MB by its size without reading it", async () => {
    const { service } = setup();
    const read = jest.fn();
    const errors = await validationErrors(
      service.submitApplication(APPLICANT, form(), [
        { originalName: "big.png", size: 5 * 1024 * 1024 + 1, read },
      ]),
    );
    expect(errors).toEqual({ profileImage: ["Profile photo must be 5MB or smaller"] });
    expect(read).not.toHaveBeenCalled();
  });

  it("removes the stored photo and keeps no row when the mail fails", async () => {
    const { service, applications, files, mailer } = setup();
    mailer.failing = true;
    await expect(
      service.submitApplication(APPLICANT, form(), [anUploadedFile(PNG_BYTES)]),
    ).rejects.toThrow("mail server down");
    expect(applications.rows).toHaveLength(0);
    expect(files.files.size).toBe(0);
  });
});

describe("AgentApplicationsService.decideApplication", () => {
  it("approves: creates a verified agent linked to the applicant's account and mails the applicant", async () => {
    const { service, agents, applications, mailer, audit } = setup();
    const { id } = await service.submitApplication(APPLICANT, form(), [anUploadedFile(PNG_BYTES)]);
    mailer.sent = [];
    const admin = { userId: null, admin: "admin#ab12cd34", operator: null };
    const decided = await service.decideApplication(id, "approved", admin);
    expect(audit.entries).toEqual([
      {
        id: 1,
        at: NOW,
        actor: "admin#ab12cd34",
        action: "agent_application.approved",
        targetType: "agent_application",
        targetId: String(id),
        detail: "Adwoa Nyarko; verified agent #1",
      },
    ]);
    expect(decided).toMatchObject({ status: "approved", agentId: 1, decidedAt: NOW });
    expect(agents.rows[0]).toMatchObject({
      name: "Adwoa Nyarko",
      company: "Oti Homes",
      phone: "0201234567",
      region: "Oti",
      specialization: "Land Sales",
      profileImage: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-1024\.webp$/),
      isVerified: true,
      userId: 5,
    });
    expect(applications.rows[0]).toMatchObject({ status: "approved", agentId: 1 });
    expect(mailer.sent).toEqual([
      expect.objectContaining({
        to: "adwoa@example.com",
        subject: "Your Ofie agent application has been approved",
      }),
    ]);
  });

  it("never changes an existing agent: an application with its e-mail is refused (409) and nothing changes", async () => {
    const { service, agents, applications } = setup();
    await agents.createVerified({
      name: "Adwoa N.",
      email: "ADWOA@example.com",
      company: "Volta Homes",
      phone: "0241111111",
      bio: "b",
      profileImage: null,
      region: "Volta",
      specialization: "Rental Properties",
      userId: 9,
    });
    const { id } = await service.submitApplication(APPLICANT, form());
    const listed = await service.listApplications(OPS);
    expect(listed[0]?.matches).toEqual([
      { agentId: 1, applicationId: null, name: "Adwoa N.", on: ["email"] },
    ]);
    await expect(service.decideApplication(id, "approved", OPS)).rejects.toThrow(
      "This application matches agent #1 (Adwoa N.) on email: approving it would take over that agent, so it cannot be approved",
    );
    expect(agents.rows).toEqual([expect.objectContaining({ name: "Adwoa N.", userId: 9 })]);
    expect(applications.rows[0]?.status).toBe("pending");
  });

  it("gives an account one agent at most", async () => {
    const { service } = setup();
    const first = await service.submitApplication(APPLICANT, form());
    const second = await service.submitApplication(
      APPLICANT,
      form({ email: "adwoa.work@example.com", phone: "0501112223" }),
    );
    await service.decideApplication(first.id, "approved", OPS);
    await expect(service.decideApplication(second.id, "approved", OPS)).rejects.toThrow(
      "This account is already linked to a verified agent",
    );
    await expect(service.submitApplication(APPLICANT, form())).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("rejects without touching agents, and mails the applicant", async () => {
    const { service, agents, mailer } = setup();
    const { id } = await service.submitApplication(APPLICANT, form());
    mailer.sent = [];
    const decided = await service.decideApplication(
      id,
      "rejected",
      OPS,
      "We could not verify your licence number.",
    );
    expect(decided).toMatchObject({ status: "rejected", agentId: null });
    expect(agents.rows).toHaveLength(0);
    expect(mailer.sent.map((m) => m.to)).toEqual(["adwoa@example.com"]);
  });

  it("refuses a second decision with a conflict", async () => {
    const { service } = setup();
    const { id } = await service.submitApplication(APPLICANT, form());
    await service.decideApplication(
      id,
      "rejected",
      OPS,
      "We could not verify your licence number.",
    );
    await expect(service.decideApplication(id, "approved", OPS)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("rolls the approval back when the applicant's mail fails", async () => {
    const { service, agents, applications, mailer, audit } = setup();
    const { id } = await service.submitApplication(APPLICANT, form());
    mailer.failing = true;
    await expect(service.decideApplication(id, "approved", OPS)).rejects.toThrow();
    expect(audit.entries).toEqual([]);
    expect(agents.rows).toHaveLength(0);
    expect(applications.rows[0].status).toBe("pending");
  });

  it("refuses a decision that names no actor, and records nothing", async () => {
    const { service, applications, audit } = setup();
    const { id } = await service.submitApplication(APPLICANT, form());
    await expect(service.decideApplication(id, "approved", APPLICANT)).rejects.toThrow(
      "admin sign-in required",
    );
    expect(applications.rows[0].status).toBe("pending");
    expect(audit.entries).toEqual([]);
  });

  it("validates the status and the id", async () => {
    const { service } = setup();
    expect(await validationErrors(service.decideApplication(1, "pending", OPS))).toEqual({
      status: ["Status must be approved or rejected"],
    });
    for (const id of [Number.NaN, 0, 1.5, 2 ** 31, 42]) {
      await expect(service.decideApplication(id, "approved", OPS)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    }
  });
});

describe("AgentApplicationsService.listApplications", () => {
  it("lists newest first and filters by a valid status only", async () => {
    const { service } = setup();
    const first = await service.submitApplication(APPLICANT, form());
    const second = await service.submitApplication(APPLICANT, form({ email: "kobby@example.com" }));
    await service.decideApplication(first.id, "approved", OPS);
    expect((await service.listApplications(OPS)).map((a) => a.id)).toEqual([second.id, first.id]);
    expect((await service.listApplications(OPS, "approved")).map((a) => a.id)).toEqual([first.id]);
    expect(await validationErrors(service.listApplications(OPS, "unknown"))).toEqual({
      status: ["Status must be pending, approved or rejected"],
    });
  });
});
