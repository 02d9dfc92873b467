import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { mailedToken } from "../support/outbox.js";
import type { TestApp } from "../support/test-app.js";

let sequence = 0;

/** A complete, valid agent application as the form sends it (every value is text). */
export function anApplication(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    name: "Kwame Owusu",
    email: `kwame.owusu.${sequence}.${Date.now()}@example.com`,
    // One number per application: an approval is refused when a phone matches an agent's.
    phone: `024 ${String(1_000_000 + sequence).slice(-7)}`,
    company: "Adinkra Realty",
    licenseNumber: "GREA-2024-0192",
    yearsExperience: "8",
    specialization: "Residential Properties",
    location: "Greater Accra",
    bio: "Eight years selling and letting homes in East Legon, Cantonments and Airport Residential Area.",
    website: "https://adinkra-realty.example",
    certifications: "Ghana Real Estate Professionals Association",
    languages: "English, Twi, Ga",
    ...overrides,
  };
}

export interface Photo {
  content: Buffer;
  name: string;
  contentType?: string;
}

/** Posts the multipart form the application page sends. */
export function submitApplication(
  client: supertest.Agent,
  fields: Record<string, string>,
  photo?: Photo,
) {
  const request = client.post("/api/agent-registration");
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (photo) {
    request.attach("profileImage", photo.content, {
      filename: photo.name,
      contentType: photo.contentType ?? "image/png",
    });
  }
  return request;
}

export async function pngPhoto(): Promise<Photo> {
  const content = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  return { content, name: "portrait.png", contentType: "image/png" };
}

/**
 * A client signed in to a new account (at `email`, else a fresh address) whose address is proved
 * by its mailed link: an application it sends with that address reaches the admin at once.
 */
export async function applicantClient(app: TestApp, email?: string): Promise<supertest.Agent> {
  const client = app.client();
  const account = await signUp(client, email ? { email } : {});
  const token = await mailedToken(app, account.email, "/verify-email/");
  await app.client().post(`/api/auth/verify-email/${token}`).send({}).expect(200);
  return client;
}

export interface SentApplication {
  id: number;
  email: string;
  name: string;
  phone: string;
  userId: number;
  confirmedAt: string | null;
  profileImage: string | null;
}

/**
 * An application sent from a new account with that account's own proved address, as an agent
 * applies for themself: it reaches the admin at once (decision 85).
 */
export async function applyWithOwnAddress(
  app: TestApp,
  overrides: Record<string, string> = {},
  photo?: Photo,
): Promise<{ client: supertest.Agent; form: Record<string, string>; sent: SentApplication }> {
  const form = anApplication(overrides);
  const client = await applicantClient(app, form.email);
  const res = await submitApplication(client, form, photo).expect(201);
  return { client, form, sent: res.body as SentApplication };
}

/**
 * Presses the link an application's address was mailed (POST, as the link page's button does):
 * it reaches the admin only now (decision 85).
 */
export async function pressApplicationLink(app: TestApp, email: string): Promise<void> {
  const token = await mailedToken(app, email, "/agent-registration/verify/");
  await app.client().post(`/api/agent-registration/verify/${token}`).send({}).expect(200);
}

/** A client signed in as the administrator (POST /api/admin/login). */
export async function adminClient(app: TestApp): Promise<supertest.Agent> {
  const client = app.client();
  await client.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return client;
}

/** The files the app has stored under DATA_DIR/uploads. */
const UPLOAD_DIRS = ["uploads", "originals"];

/** Every file an upload left: the photos' sizes and the originals still waiting for them. */
export function storedUploads(app: TestApp): string[] {
  return UPLOAD_DIRS.flatMap((name) => {
    const dir = path.join(app.application.config.dataDir, name);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  });
}

export function clearUploads(app: TestApp): void {
  for (const name of UPLOAD_DIRS) {
    fs.rmSync(path.join(app.application.config.dataDir, name), { recursive: true, force: true });
  }
}

/** An application made signed in with the account's own proved address: the admin sees it. */
export async function submittedApplication(
  app: TestApp,
  overrides: Record<string, string> = {},
): Promise<SentApplication> {
  return (await applyWithOwnAddress(app, overrides)).sent;
}
