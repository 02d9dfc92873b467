import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Koa from "koa";
import supertest from "supertest";
import { errorHandler } from "#adapters/http/middleware/error-handler.js";
import { multipart, uploadsOf } from "#adapters/http/multipart.js";

const messages = (what: string) => ({
  wrongType: `${what}: wrong type`,
  tooLarge: `${what}: too large`,
  tooMany: `${what}: too many`,
});

/** A route like the listing form's: two file fields with their own limits. */
function appWithForm(tempDir?: string) {
  const tempPaths: string[] = [];
  const app = new Koa();
  app.use(errorHandler);
  app.use((ctx, next) => {
    if (tempDir) ctx.state.uploadTempDir = tempDir;
    return next();
  });
  app.use(
    multipart({
      images: { maxBytes: 2000, maxCount: 2, messages: messages("images") },
      videos: { maxBytes: 5000, maxCount: 1, messages: messages("videos") },
    }),
  );
  app.use(async (ctx) => {
    for (const value of Object.values(ctx.request.files ?? {})) {
      for (const file of Array.isArray(value) ? value : [value]) tempPaths.push(file.filepath);
    }
    const images = uploadsOf(ctx, "images");
    ctx.body = {
      fields: ctx.request.body,
      images: await Promise.all(
        images.map(async (f) => ({
          name: f.originalName,
          size: f.size,
          read: (await f.read()).length,
        })),
      ),
      videos: uploadsOf(ctx, "videos").length,
      other: uploadsOf(ctx, "other").length,
    };
  });
  return { request: supertest(app.callback()), tempPaths };
}

describe("multipart middleware", () => {
  it("hands the route text fields and files, then deletes the temp files", async () => {
    const { request, tempPaths } = appWithForm();
    const res = await request
      .post("/")
      .field("title", "Two-bedroom flat in Osu")
      .attach("images", Buffer.alloc(1500, 1), "a.jpg")
      .attach("images", Buffer.alloc(10, 2), "b.jpg")
      .attach("other", Buffer.alloc(10, 3), "c.bin")
      .expect(200);
    expect(res.body).toEqual({
      fields: { title: "Two-bedroom flat in Osu" },
      images: [
        { name: "a.jpg", size: 1500, read: 1500 },
        { name: "b.jpg", size: 10, read: 10 },
      ],
      videos: 0,
      other: 0,
    });
    expect(tempPaths).toHaveLength(3);
    for (const p of tempPaths) expect(fs.existsSync(p)).toBe(false);
  });

  it("answers 413 with the field's message when one file passes its field's limit", async () => {
    const { request } = appWithForm();
    const res = await request
      .post("/")
      .attach("images", Buffer.alloc(3000, 1), "big.jpg")
      .expect(413);
    expect(res.body).toEqual({
      message: "images: too large",
      errors: { images: ["images: too large"] },
    });
  });

  it("answers 413 when a file passes the largest limit while streaming", async () => {
    const { request } = appWithForm();
    const res = await request.post("/").attach("videos", Buffer.alloc(5001, 1), "v.mp4");
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("refuses more files than a field allows", async () => {
    const { request } = appWithForm();
    const res = await request
      .post("/")
      .attach("videos", Buffer.alloc(10), "1.mp4")
      .attach("videos", Buffer.alloc(10), "2.mp4");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ videos: ["videos: too many"] });
  });

  it("answers 413 before reading a body whose declared length is beyond every limit", async () => {
    const { request } = appWithForm();
    const res = await request.post("/").attach("images", Buffer.alloc(400 * 1024, 1), "huge.jpg");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Uploaded files are too large");
  });

  it("writes temp files under the app's folder with random names, and leaves none after a refusal", async () => {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-multipart-"));
    try {
      const { request, tempPaths } = appWithForm(tempDir);
      await request
        .post("/")
        .attach("images", Buffer.alloc(100, 1), "../../etc/passwd")
        .expect(200);
      expect(tempPaths).toHaveLength(1);
      // In a folder of the request's own, which goes with it.
      const folder = path.dirname(tempPaths[0] as string);
      expect(path.dirname(folder)).toBe(tempDir);
      expect(path.basename(folder)).toMatch(/^request-/);
      expect(path.basename(tempPaths[0] as string)).toMatch(/^[a-z0-9]{20,}$/);
      expect(fs.readdirSync(tempDir)).toEqual([]);
      // Past the largest limit mid-stream: formidable stops, and the half-written file goes too.
      const refused = await request
        .post("/")
        .attach("images", Buffer.alloc(1000, 1), "a.jpg")
        .attach("videos", Buffer.alloc(5001, 1), "v.mp4");
      expect(refused.status).toBe(413);
      expect(fs.readdirSync(tempDir)).toEqual([]);
    } finally {
      fs.rmSync(tempDir, { recursive: true, force: true });
    }
  });

  it("leaves no temp file when many small files pass the form's count, even those opened after the answer", async () => {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-multipart-"));
    try {
      const { request } = appWithForm(tempDir);
      let form = request.post("/");
      for (let i = 0; i < 100; i += 1)
        form = form.attach("images", Buffer.alloc(50, i), `${i}.jpg`);
      const refused = await form;
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        message: "images: too many",
        errors: { images: ["images: too many"] },
      });
      // formidable goes on opening files for the parts it had already read.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fs.readdirSync(tempDir, { recursive: true })).toEqual([]);
    } finally {
      fs.rmSync(tempDir, { recursive: true, force: true });
    }
  });

  it("leaves other content types to the app's own body parser", async () => {
    const { request } = appWithForm();
    const res = await request.post("/").send({ title: "json" }).expect(200);
    expect(res.body.images).toEqual([]);
  });
});
