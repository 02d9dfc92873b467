import sharp from "sharp";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  anApplication,
  clearUploads,
  pngPhoto,
  storedUploads,
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

describe("profile photo upload", () => {
  it("accepts a real PNG, keeps it under a random name and serves the WebP made of it", async () => {
    const photo = await pngPhoto();
    const res = await submitApplication(app.client(), anApplication(), photo).expect(201);
    expect(res.body.profileImage).toMatch(/^\/uploads\/[a-f0-9]{32}-320\.webp$/);
    expect(storedUploads(app)).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.png$/)]);
    await app.application.services.photos.processWaiting();
    const served = await app.client().get(res.body.profileImage).expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const [sent, shown] = await Promise.all(
      [photo.content, served.body as Buffer].map((b) => sharp(b).metadata()),
    );
    expect([shown?.format, shown?.width, shown?.height]).toEqual([
      "webp",
      sent?.width,
      sent?.height,
    ]);
  });

  it("names the kept original by its real content: a JPEG sent as .png is kept as .jpg", async () => {
    const jpeg = await sharp({
      create: { width: 32, height: 32, channels: 3, background: "#1e6b3a" },
    })
      .jpeg()
      .toBuffer();
    const res = await submitApplication(app.client(), anApplication(), {
      content: jpeg,
      name: "me.png",
    }).expect(201);
    expect(res.body.profileImage).toMatch(/-320\.webp$/);
    expect(storedUploads(app)).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.jpg$/)]);
  });

  it("rejects text bytes named .png, and stores neither a file nor a row", async () => {
    const res = await submitApplication(app.client(), anApplication(), {
      content: Buffer.from("this is not a picture at all, just words"),
      name: "portrait.png",
      contentType: "image/png",
    }).expect(400);
    expect(res.body.errors).toEqual({ profileImage: ["Profile photo must be a JPG or PNG image"] });
    expect(await rows()).toHaveLength(0);
    expect(storedUploads(app)).toHaveLength(0);
  });

  it("rejects a real image of another format (WebP): only JPG or PNG", async () => {
    const webp = await sharp({
      create: { width: 16, height: 16, channels: 3, background: "#ffcc00" },
    })
      .webp()
      .toBuffer();
    const res = await submitApplication(app.client(), anApplication(), {
      content: webp,
      name: "me.webp",
      contentType: "image/webp",
    }).expect(400);
    expect(res.body.errors).toEqual({ profileImage: ["Profile photo must be a JPG or PNG image"] });
  });

  it("reports the photo together with the text field errors in one map", async () => {
    const res = await submitApplication(app.client(), anApplication({ name: "K" }), {
      content: Buffer.from("plain text"),
      name: "x.jpg",
      contentType: "image/jpeg",
    }).expect(400);
    expect(res.body.errors).toEqual({
      name: ["Name must be at least 2 characters"],
      profileImage: ["Profile photo must be a JPG or PNG image"],
    });
  });

  it("stores no photo when the form itself is invalid", async () => {
    await submitApplication(app.client(), anApplication({ bio: "short" }), await pngPhoto()).expect(
      400,
    );
    expect(storedUploads(app)).toHaveLength(0);
  });

  it("rejects a photo just over 5MB with 413 JSON naming the field", async () => {
    const photo = await pngPhoto();
    const big = Buffer.concat([
      photo.content,
      Buffer.alloc(5 * 1024 * 1024 + 1 - photo.content.length),
    ]);
    const res = await submitApplication(app.client(), anApplication(), {
      content: big,
      name: "big.png",
    }).expect(413);
    expect(res.body).toEqual({
      message: "Profile photo must be 5MB or smaller",
      errors: { profileImage: ["Profile photo must be 5MB or smaller"] },
    });
    expect(await rows()).toHaveLength(0);
    expect(storedUploads(app)).toHaveLength(0);
  });

  it("refuses a far larger upload from its declared length, with JSON", async () => {
    const res = await submitApplication(app.client(), anApplication(), {
      content: Buffer.alloc(12 * 1024 * 1024, 1),
      name: "huge.png",
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ profileImage: ["Profile photo must be 5MB or smaller"] });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses two photos", async () => {
    const photo = await pngPhoto();
    const request = submitApplication(app.client(), anApplication(), photo);
    request.attach("profileImage", photo.content, {
      filename: "second.png",
      contentType: "image/png",
    });
    const res = await request;
    expect([400, 413]).toContain(res.status);
    expect(res.body.errors).toEqual({ profileImage: ["Only one profile photo can be uploaded"] });
    expect(storedUploads(app)).toHaveLength(0);
  });

  it("ignores an empty file input, as a browser sends one when no photo was chosen", async () => {
    const res = await submitApplication(app.client(), anApplication(), {
      content: Buffer.alloc(0),
      name: "",
      contentType: "application/octet-stream",
    }).expect(201);
    expect(res.body.profileImage).toBeNull();
  });

  it("answers 400 JSON, not 500, to a malformed multipart body", async () => {
    const res = await app
      .client()
      .post("/api/agent-registration")
      .set("content-type", "multipart/form-data; boundary=xyz")
      .send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAma');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("removes the stored photo and leaves no row when a later step fails", async () => {
    // The mail is the last step of the transaction; a constraint makes it fail after the row was written.
    await app.sql(
      "ALTER TABLE mail_outbox ADD CONSTRAINT test_refuse_mail CHECK (false) NOT VALID",
    );
    try {
      const res = await submitApplication(app.client(), anApplication(), await pngPhoto());
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Internal Server Error" });
    } finally {
      await app.sql("ALTER TABLE mail_outbox DROP CONSTRAINT test_refuse_mail");
    }
    expect(await rows()).toHaveLength(0);
    expect(storedUploads(app)).toHaveLength(0);
  });
});
