import type supertest from "supertest";
import { signUp } from "../../support/builders.js";
import { insertAgent, insertHostel, insertProperty } from "../../support/fixtures.js";
import { checkWrite } from "../../support/hostile-checks.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";

// Issue 7: sign-up, sign-in, the profile and the public forms (inquiry, contact, newsletter,
// favourites, contact clicks) answer any body with a clear 4xx or a success, never a 5xx,
// and store nothing when they refuse.

let app: TestApp;
let user: supertest.Agent;
let propertyId: number;
let agentId: number;
let hostelId: number;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
  user = app.client();
  await signUp(user);
  agentId = await insertAgent(app);
  propertyId = await insertProperty(app, { agent_id: agentId });
  hostelId = await insertHostel(app);
});
afterAll(() => app.close());

const anonymous = () => app.client();
const signedIn = () => user;

describe("accounts answer hostile bodies with a clear 4xx and store nothing", () => {
  it("POST /api/auth/register", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/auth/register",
      valid: {
        email: "ama@example.com",
        password: "akwaaba-2026",
        firstName: "Ama",
        lastName: "Mensah",
      },
      client: anonymous,
    }));

  it("POST /api/auth/login", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/auth/login",
      valid: { email: "ama@example.com", password: "akwaaba-2026" },
      client: anonymous,
    }));

  it("PUT /api/profile (signed in)", () =>
    checkWrite(app, {
      method: "put",
      url: () => "/api/profile",
      valid: { firstName: "Kofi", lastName: "Boateng", email: "kofi.profile@example.com" },
      client: signedIn,
    }));

  it("POST /api/admin/login", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/admin/login",
      valid: { password: "test-admin-password" },
      client: anonymous,
    }));
});

describe("public forms answer hostile bodies with a clear 4xx and store nothing", () => {
  it("POST /api/inquiries (signed in)", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/inquiries",
      valid: {
        name: "Esi",
        email: "esi@example.com",
        phone: "0244000111",
        message: "Viewing on Saturday?",
        propertyId,
      },
      client: signedIn,
    }));

  it("POST /api/contact/submit", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/contact/submit",
      valid: {
        name: "Kwesi",
        email: "kwesi@example.com",
        phone: "",
        message: "My plot at Oyarifa.",
        inquiryType: "selling",
      },
      client: anonymous,
    }));

  it("POST /api/newsletter/subscribe", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/newsletter/subscribe",
      valid: { email: "news@example.com" },
      client: anonymous,
    }));

  it("POST /api/favorites (signed in)", () =>
    checkWrite(app, {
      method: "post",
      url: () => "/api/favorites",
      valid: { propertyId },
      client: signedIn,
    }));

  it("DELETE /api/favorites/{propertyId} (signed in)", () =>
    checkWrite(app, {
      method: "delete",
      url: (segment) => `/api/favorites/${segment ?? propertyId}`,
      valid: {},
      client: signedIn,
      hostilePath: true,
    }));

  it("POST /api/properties/{id}/contact-clicks", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/properties/${segment ?? propertyId}/contact-clicks`,
      valid: { channel: "whatsapp" },
      client: anonymous,
      hostilePath: true,
    }));

  it("POST /api/agents/{id}/contact-clicks", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/agents/${segment ?? agentId}/contact-clicks`,
      valid: { channel: "email" },
      client: anonymous,
      hostilePath: true,
    }));

  it("POST /api/student-hostels/{id}/contact-clicks", () =>
    checkWrite(app, {
      method: "post",
      url: (segment) => `/api/student-hostels/${segment ?? hostelId}/contact-clicks`,
      valid: { channel: "call" },
      client: anonymous,
      hostilePath: true,
    }));
});
