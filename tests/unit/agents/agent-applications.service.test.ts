import { VISITOR } from "#shared/actor.js";
import { NotFoundError } from "#shared/errors.js";
import {
  APPLICANT,
  anAccount,
  form,
  NOW,
  OPS,
  setup,
  TOKEN,
  validationErrors,
} from "./agent-applications-support.js";
import { anUploadedFile, PNG_BYTES } from "./agents.fakes.js";

describe("AgentApplicationsService.submitApplication", () => {
  it("signed in with the account's own proved address: stores a pending application of the account with the photo URL and mails the info mailbox", async () => {
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

  it.each([
    ["the account's address is not proved", [anAccount({ emailVerified: false })], form()],
    [
      "the address is not the account's",
      [anAccount()],
      form({ email: "famous.agent@realty.example" }),
    ],
    ["the account is gone", [], form()],
  ])(
    "signed in, when %s: the account's, but mailed a link and unseen by the admin until it is pressed",
    async (_, accounts, sent) => {
      const { service, mailer } = setup(accounts);
      const app = await service.submitApplication(APPLICANT, sent);
      expect(app).toMatchObject({ userId: 5, confirmedAt: null });
      expect(mailer.sent).toEqual([
        expect.objectContaining({
          to: sent.email,
          subject: "Confirm your Ofie agent application",
          text: expect.stringContaining(`https://ofie.test/agent-registration/verify/${TOKEN}`),
        }),
      ]);
      expect(mailer.sent[0]?.text).toContain("The application was made from an Ofie account");
      expect(await service.listApplications(OPS)).toEqual([]);
      await expect(service.decideApplication(app.id, "approved", OPS)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    },
  );

  it.each(["ADWOA@Example.com", "adwoa+agency@example.com"])(
    "signed in with the account's own proved mailbox typed as %s: reaches the admin at once",
    async (email) => {
      const { service, mailer } = setup();
      const app = await service.submitApplication(APPLICANT, form({ email }));
      expect(app).toMatchObject({ userId: 5, confirmedAt: NOW, email });
      expect(mailer.sent).toEqual([
        expect.objectContaining({ to: "info@ofie.test", replyTo: email }),
      ]);
      expect((await service.listApplications(OPS)).map((a) => a.id)).toEqual([app.id]);
    },
  );

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

describe("AgentApplicationsService.listApplications", () => {
  it("lists newest first and filters by a valid status only", async () => {
    const { service } = setup();
    const first = await service.submitApplication(APPLICANT, form());
    const second = await service.submitApplication(
      APPLICANT,
      form({ email: "adwoa+2@example.com" }),
    );
    await service.decideApplication(first.id, "approved", OPS);
    expect((await service.listApplications(OPS)).map((a) => a.id)).toEqual([second.id, first.id]);
    expect((await service.listApplications(OPS, "approved")).map((a) => a.id)).toEqual([first.id]);
    expect(await validationErrors(service.listApplications(OPS, "unknown"))).toEqual({
      status: ["Status must be pending, approved or rejected"],
    });
  });
});
