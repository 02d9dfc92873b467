import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  applicantClient,
  clearUploads,
  submitApplication,
} from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.reset();
  clearUploads(app);
});

const rows = () => app.sql("SELECT id FROM agent_registrations");

describe("POST /api/agent-registration", () => {
  it("signed in with the account's own proved address: stores a pending application of the account from the multipart form, answers 201 and mails the info mailbox", async () => {
    const form = anApplication({ name: "Abena Darko" });
    const applicant = await applicantClient(app, form.email);
    const { id: userId } = (await applicant.get("/api/auth/user").expect(200)).body;
    const res = await submitApplication(applicant, form).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      status: "pending",
      userId,
      confirmedAt: expect.any(String),
      name: "Abena Darko",
      email: form.email,
      phone: form.phone,
      company: "Adinkra Realty",
      licenseNumber: "GREA-2024-0192",
      yearsExperience: 8,
      specialization: "Residential Properties",
      location: "Greater Accra",
      bio: form.bio,
      website: "https://adinkra-realty.example",
      certifications: "Ghana Real Estate Professionals Association",
      languages: "English, Twi, Ga",
      profileImage: null,
      agentId: null,
      decidedAt: null,
      createdAt: expect.any(String),
    });
    const [row] = await app.sql<{ status: string; name: string }>(
      "SELECT status, name FROM agent_registrations",
    );
    expect(row).toEqual({ status: "pending", name: "Abena Darko" });
    const mails = await app.sql<{ recipient: string; subject: string; reply_to: string }>(
      "SELECT recipient, subject, reply_to FROM mail_outbox WHERE recipient <> $1",
      [form.email],
    );
    expect(mails).toEqual([
      {
        recipient: "info@ofie.com.gh",
        subject: "New agent application: Abena Darko (Adinkra Realty)",
        reply_to: form.email,
      },
    ]);
  });

  it("signed out: invisible to the admin until the applicant presses the mailed link's button; GET changes nothing", async () => {
    const form = anApplication({ name: "Yaw Mensah" });
    const res = await submitApplication(app.client(), form).expect(201);
    expect(res.body).toMatchObject({ userId: null, confirmedAt: null });
    const admin = await adminClient(app);
    expect((await admin.get("/api/admin/agent-registrations").expect(200)).body).toEqual([]);
    await admin
      .put(`/api/admin/agent-registrations/${res.body.id}/status`)
      .send({ status: "approved" })
      .expect(404);
    // Only the applicant is mailed, with the link; the info mailbox hears of it later.
    const mails = await app.sql<{ recipient: string; subject: string; body: string }>(
      "SELECT recipient, subject, body FROM mail_outbox",
    );
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      [form.email, "Confirm your Ofie agent application"],
    ]);
    const token = /\/agent-registration\/verify\/([\w-]{43})/.exec(mails[0]?.body ?? "")?.[1];
    expect(token).toBeDefined();

    const visitor = app.client();
    const link = await visitor.get(`/api/agent-registration/verify/${token}`).expect(200);
    expect(link.body).toEqual({ name: "Yaw Mensah", email: form.email });
    expect((await admin.get("/api/admin/agent-registrations").expect(200)).body).toEqual([]);
    // The page's form, without JavaScript: a plain post, answered with a redirect.
    const pressed = await visitor
      .post(`/api/agent-registration/verify/${token}`)
      .type("form")
      .send({ confirm: "1" })
      .expect(303);
    expect(pressed.headers.location).toBe("/agent-registration?verified=1");
    const listed = await admin.get("/api/admin/agent-registrations").expect(200);
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([res.body.id]);
    const info = await app.sql("SELECT id FROM mail_outbox WHERE recipient = 'info@ofie.com.gh'");
    expect(info).toHaveLength(1);
    // Single use: the link is spent.
    await visitor.post(`/api/agent-registration/verify/${token}`).send({}).expect(404);
    await visitor.get(`/api/agent-registration/verify/${token}`).expect(404);
  });

  it("answers 400 with every spec message at once and stores nothing", async () => {
    const res = await submitApplication(app.client(), {
      name: "K",
      email: "not-an-email",
      phone: "024 123",
      company: "A",
      yearsExperience: "-2",
      specialization: "R",
      location: "G",
      bio: "Too short to tell anyone anything.",
      website: "not a url",
      languages: "E",
    }).expect(400);
    expect(res.body.errors).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Invalid email address"],
      phone: ["Phone number must be at least 10 digits"],
      company: ["Company name must be at least 2 characters"],
      yearsExperience: ["Years of experience must be 0 or more"],
      specialization: ["Specialization is required"],
      location: ["Location is required"],
      bio: ["Bio must be at least 50 characters"],
      website: ["Invalid website URL"],
      languages: ["Languages spoken is required"],
    });
    expect(await rows()).toHaveLength(0);
    expect(await app.sql("SELECT id FROM mail_outbox")).toHaveLength(0);
  });

  it("refuses a made-up specialization and region with the field's message (issue 16)", async () => {
    const res = await submitApplication(
      app.client(),
      anApplication({ specialization: "Castle Sales", location: "Accra" }),
    ).expect(400);
    expect(res.body.errors).toEqual({
      specialization: [
        "Specialization must be one of Residential Properties, Commercial Properties, Industrial Properties, Land Sales, Rental Properties, Luxury Properties, Student Housing, Investment Properties, Property Management, Real Estate Development",
      ],
      location: [
        "Location must be one of Greater Accra, Ashanti, Western, Central, Eastern, Northern, Upper East, Upper West, Volta, Brong-Ahafo, Western North, Ahafo, Bono, Bono East, Oti, North East, Savannah",
      ],
    });
    expect(await rows()).toHaveLength(0);
  });

  it("reports missing required fields with the same messages", async () => {
    const res = await submitApplication(app.client(), { website: "" }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        "bio",
        "company",
        "email",
        "languages",
        "location",
        "name",
        "phone",
        "specialization",
      ].sort(),
    );
    expect(res.body.errors.bio).toEqual(["Bio must be at least 50 characters"]);
  });

  it("turns non-numeric years of experience into 0 and blank optional fields into null", async () => {
    const form = anApplication({
      yearsExperience: "lots",
      website: "",
      licenseNumber: "  ",
      certifications: "",
    });
    const res = await submitApplication(app.client(), form).expect(201);
    expect(res.body).toMatchObject({
      yearsExperience: 0,
      website: null,
      licenseNumber: null,
      certifications: null,
    });
  });

  it("refuses values longer than their columns with a message, not a 500", async () => {
    const res = await submitApplication(
      app.client(),
      anApplication({ name: "N".repeat(121), languages: "L".repeat(201), yearsExperience: "500" }),
    ).expect(400);
    expect(res.body.errors).toEqual({
      name: ["Name must be at most 120 characters"],
      languages: ["Languages must be at most 200 characters"],
      yearsExperience: ["Years of experience must be 80 or less"],
    });
  });

  it("refuses a javascript: website, since it would be shown as a link", async () => {
    const res = await submitApplication(
      app.client(),
      anApplication({ website: "javascript:alert(1)" }),
    ).expect(400);
    expect(res.body.errors).toEqual({ website: ["Invalid website URL"] });
  });

  it("takes a website written without https:// and stores it with https:// (issue 18)", async () => {
    const cases = [
      ["www.example.com.gh", "https://www.example.com.gh"],
      ["  example.com.gh/about ", "https://example.com.gh/about"],
      ["http://old-agency.example", "http://old-agency.example"],
    ];
    for (const [i, [typed, stored]] of cases.entries()) {
      const form = anApplication({ website: typed, email: `agent${i}@example.com` });
      const res = await submitApplication(app.client(), form).expect(201);
      expect(res.body.website).toBe(stored);
    }
    const rows = await app.sql<{ website: string }>(
      "SELECT website FROM agent_registrations ORDER BY id",
    );
    expect(rows.map((r) => r.website)).toEqual(cases.map(([, stored]) => stored));
    for (const garbage of [
      "not a website",
      "example",
      "ftp://example.com.gh",
      "https://",
      "www.",
    ]) {
      const res = await submitApplication(
        app.client(),
        anApplication({ website: garbage, email: "garbage@example.com" }),
      ).expect(400);
      expect(res.body.errors).toEqual({ website: ["Invalid website URL"] });
    }
    expect(await app.sql("SELECT id FROM agent_registrations")).toHaveLength(3);
  });
});
