import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import Koa from "koa";
import sharp from "sharp";
import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { errorHandler } from "../../src/adapters/http/middleware/error-handler.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { isOutOfSpace } from "../../src/shared/out-of-space.js";
import { capturingLogger } from "../support/another-instance.js";
import { signUp } from "../support/builders.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import { AHODWO_LISTING_IN_FULL } from "../support/listing-form.js";
import { aJpeg } from "../support/media.js";
import { until } from "../support/until.js";

// A full DATA_DIR (decision 76), as the embedded default has it: the database and the uploads
// on one small tmpfs, filled by a filler file. Writes answer 507 with a clear message (never a
// 400 blaming the photo, never a bare 500), /readyz 503; once space returns the same writes
// succeed and every write acknowledged before is still there.
const run = promisify(execFile);
const MESSAGE = "The server is out of storage space. Please try again later.";
const TOKEN = "disk-full-test-token";

async function mountTmpfs(megabytes: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-disk-full-"));
  await run("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir]);
  return dir;
}

async function unmount(dir: string | undefined): Promise<void> {
  if (!dir) return;
  await run("umount", [dir]).catch(() => run("umount", ["-l", dir]));
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes a file until the file system refuses a byte more (ENOSPC). */
async function fill(file: string): Promise<void> {
  const handle = await fs.promises.open(file, "w");
  try {
    for (const size of [1 << 20, 4096]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) await handle.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}

interface RunningApp {
  application: Application;
  koa: Koa;
  client(): supertest.Agent;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

async function startApp(dataDir: string, env: Record<string, string> = {}): Promise<RunningApp> {
  // The embedded database whatever the run's mode: DATA_DIR holds it with the uploads.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "test-admin-password",
    METRICS_TOKEN: TOKEN,
    ...env,
  });
  const application = await createApplication(config, logger);
  const koa = createHttpApp(application);
  return {
    application,
    koa,
    client: () => supertest.agent(koa.callback()),
    async count(table) {
      const [{ n }] = await application.database.dataSource.query(
        `SELECT count(*)::int AS n FROM ${table}`,
      );
      return n;
    },
    close: () => application.close(),
  };
}

function submitListing(client: supertest.Agent, photo: Buffer, title: string) {
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries({ ...AHODWO_LISTING_IN_FULL, title })) req = req.field(k, v);
  return req.attach("images", photo, { filename: "front.jpg", contentType: "image/jpeg" });
}

const { logger, lines } = capturingLogger();

describe("a full DATA_DIR (the embedded database and the uploads on a 128 MB tmpfs)", () => {
  let dataDir: string | undefined;
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.close();
    await unmount(dataDir);
  });

  it("answers 507, /readyz 503 while full; the same writes succeed after; nothing acknowledged is lost", async () => {
    dataDir = await mountTmpfs(128);
    await fillEmbeddedSeeded(dataDir);
    // The seeded database takes about 42 MB: 120 MB is "low" from the start.
    let running = await startApp(dataDir, { DISK_LOW_MB: "120" });
    app = running;
    const ready = () => running.client().get("/readyz");
    const low = await ready();
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({ status: "degraded", database: "ok", disk: "low" });
    expect(low.body.diskFreeMb).toBeGreaterThan(32);
    expect(lines.map((l) => l.msg)).toContain(
      "DATA_DIR is low on space (DISK_LOW_MB): free some before writes are refused",
    );
    const scrape = await running.client().get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    const free = /^ofie_data_dir_free_bytes (\S+)$/m.exec(scrape.text)?.[1];
    expect(Number(free)).toBeGreaterThan(32 * 1024 * 1024);

    // Acknowledged before the disk fills: an account and a listing with its photo.
    const owner = running.client();
    const account = await signUp(owner);
    const photo = await aJpeg("#2e86c1", 800);
    await submitListing(owner, photo, "Listed before the disk filled").expect(201);
    const rows = { photos: await running.count("photos"), users: await running.count("users") };

    await fill(path.join(dataDir, "filler"));
    // At once, before the background reading may have seen it: the write meets ENOSPC itself.
    const upload = await submitListing(owner, photo, "Listed on a full disk");
    expect({ status: upload.status, body: upload.body }).toEqual({
      status: 507,
      body: { message: MESSAGE, code: "out_of_space" },
    });
    await until(
      "/readyz says the disk is full",
      async () => (await ready()).status === 503,
      15_000,
    );
    expect((await ready()).body).toMatchObject({ status: "unavailable", disk: "full" });
    const register = await running.client().post("/api/auth/register").send({
      email: "ama.full@example.com",
      firstName: "Ama",
      lastName: "Owusu",
      password: "a-long-password",
    });
    expect({ status: register.status, body: register.body }).toEqual({
      status: 507,
      body: { message: MESSAGE, code: "out_of_space" },
    });
    // Reads go on.
    await running.client().get("/api/properties").expect(200);
    expect({ photos: await running.count("photos"), users: await running.count("users") }).toEqual(
      rows,
    );
    expect(lines.map((l) => l.msg)).toContain(
      "DATA_DIR is full: writes answer 507 and /readyz 503 until space is freed",
    );

    fs.rmSync(path.join(dataDir, "filler"));
    await until("/readyz sees space again", async () => (await ready()).status === 200, 15_000);
    await submitListing(owner, photo, "Listed after space returned").expect(201);
    await running
      .client()
      .post("/api/auth/register")
      .send({
        email: "ama.full@example.com",
        firstName: "Ama",
        lastName: "Owusu",
        password: "a-long-password",
      })
      .expect(201);
    const titles = (await running.application.database.dataSource.query(
      "SELECT title FROM listing_submissions ORDER BY id",
    )) as { title: string }[];
    expect(titles.map((t) => t.title)).toEqual(
      expect.arrayContaining(["Listed before the disk filled", "Listed after space returned"]),
    );
    expect(titles.map((t) => t.title)).not.toContain("Listed on a full disk");
    expect(await running.count("photos")).toBe(rows.photos + 1);
    expect(await running.count("users")).toBe(rows.users + 1);

    // And after a restart: what was acknowledged reached the disk.
    await running.close();
    app = undefined;
    running = await startApp(dataDir);
    app = running;
    const again = running.client();
    await again
      .post("/api/auth/login")
      .send({ email: account.email, password: account.password })
      .expect(200);
    expect(await running.count("photos")).toBe(rows.photos + 1);
    expect(await running.count("users")).toBe(rows.users + 1);
    expect(await running.count("listing_submissions")).toBe(titles.length);
  }, 120_000);
});

describe("an upload's temp file cut short by a full disk", () => {
  let dataDir: string | undefined;
  let tempDir: string | undefined;
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.close();
    await unmount(tempDir);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 507, not 400 'Images must be image files' for a good JPEG, and stores nothing", async () => {
    // DATA_DIR has room (so nothing refuses the write up front); only the temp files' folder,
    // a 1 MB tmpfs, fills: the photo's last bytes meet ENOSPC after formidable has finished.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-disk-full-"));
    await fillEmbeddedSeeded(dataDir);
    tempDir = path.join(dataDir, "upload-tmp");
    fs.mkdirSync(tempDir);
    await run("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", tempDir]);
    const running = await startApp(dataDir);
    app = running;
    const owner = running.client();
    await signUp(owner);
    const rows = async () => ({
      photos: await running.count("photos"),
      submissions: await running.count("listing_submissions"),
    });
    const before = await rows();
    // Noise does not compress: a real JPEG of about 2 MB.
    const big = await sharp(randomBytes(1400 * 1400 * 3), {
      raw: { width: 1400, height: 1400, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await submitListing(owner, big, "Listed with a photo larger than the disk");
    expect({ status: res.status, body: res.body }).toEqual({
      status: 507,
      body: { message: MESSAGE, code: "out_of_space" },
    });
    expect(await rows()).toEqual(before);
    // Nothing left behind in the temp folder to hold the space.
    expect(fs.readdirSync(tempDir)).toEqual([]);

    // A small photo on a folder already full: formidable reports the failed write after the
    // form has ended, so the route would read an empty temp file ("not an image").
    await fill(path.join(tempDir, "filler"));
    const small = await submitListing(owner, await aJpeg(), "Listed with a small photo");
    expect({ status: small.status, body: small.body }).toEqual({
      status: 507,
      body: { message: MESSAGE, code: "out_of_space" },
    });
    expect(await rows()).toEqual(before);
    expect(fs.readdirSync(tempDir)).toEqual(["filler"]);
  }, 60_000);
});

describe("PostgreSQL's disk_full (SQLSTATE 53100)", () => {
  let dir: string | undefined;
  afterAll(() => unmount(dir));

  it("is what PGlite answers on a full disk, and the app's one rule answers it 507", async () => {
    // The PostgreSQL server here runs as postgres on its own disk: a tablespace on a tmpfs
    // would need its privileges, so the server's path is the same code, not exercised here.
    // The app itself never lets its embedded database meet a full disk (writes are refused
    // first); a database of the test's own does.
    dir = await mountTmpfs(64);
    const db = await PGlite.create({ dataDir: path.join(dir, "pg") });
    try {
      await db.exec("CREATE TABLE filler (v text)");
      await fill(path.join(dir, "filler"));
      const failure = await db
        .exec("INSERT INTO filler SELECT repeat('x', 1000) FROM generate_series(1, 5000)")
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ code: "53100" });
      expect(isOutOfSpace(failure)).toBe(true);
      const koa = new Koa();
      koa.use(errorHandler);
      koa.use(() => {
        throw failure;
      });
      const res = await supertest(koa.callback()).post("/api/anything");
      expect({ status: res.status, body: res.body }).toEqual({
        status: 507,
        body: { message: MESSAGE, code: "out_of_space" },
      });
    } finally {
      await db.close().catch(() => undefined);
    }
  }, 60_000);
});
