import { ConflictError, NotFoundError } from "#shared/errors.js";
import {
  APPLICANT,
  form,
  NOW,
  OPS,
  setup,
  validationErrors,
} from "./agent-applications-support.js";
import { anUploadedFile, PNG_BYTES } from "./agents.fakes.js";

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
      licenseNumber: null,
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
      form({ email: "Adwoa+work@example.com", phone: "0501112223" }),
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
