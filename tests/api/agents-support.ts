import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { signUp } from "../support/builders.js";
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

/** A client signed in to a new account: its application reaches the admin at once (decision 43). */
export async function applicantClient(app: TestApp): Promise<supertest.Agent> {
  const client = app.client();
  await signUp(client);
  return client;
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

/** An application made signed in: it reaches the admin at once (decision 43). */
export async function submittedApplication(app: TestApp, overrides: Record<string, string> = {}) {
  const res = await submitApplication(await applicantClient(app), anApplication(overrides)).expect(
    201,
  );
  return res.body as { id: number; email: string; name: string; phone: string; userId: number };
}
