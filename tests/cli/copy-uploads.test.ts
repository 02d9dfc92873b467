import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type S3Server, startS3Server } from "../support/s3-server.js";
import { cli } from "./cli-harness.js";

// Decision 58: moving a site's files onto object storage. No database is involved.
let s3: S3Server;
let dataDir: string;
const savedEnv = { ...process.env };
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-copy-"));
});
afterAll(async () => {
  process.env = savedEnv;
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const KEY = "0123456789abcdef0123456789abcdef";
function write(folder: string, name: string, content: string) {
  fs.mkdirSync(path.join(dataDir, folder), { recursive: true });
  fs.writeFileSync(path.join(dataDir, folder, name), content);
}

describe("copy-uploads", () => {
  it("without S3_BUCKET says what is missing and exits 2, copying nothing", async () => {
    process.env = { ...savedEnv, DATA_DIR: dataDir };
    delete process.env.S3_BUCKET;
    expect(await cli("copy-uploads")).toEqual({
      code: 2,
      out: "",
      err: expect.stringMatching(/^Error: S3_BUCKET is not set: /),
    });
  });

  it("copies the uploads and the waiting originals with their headers, then only what changed", async () => {
    process.env = { ...savedEnv, DATA_DIR: dataDir, ...s3.env };
    write("uploads", `${KEY}-320.webp`, "a size");
    write("uploads", `${KEY}-640.webp`, "a larger size");
    write("uploads", `${KEY}.mp4`, "a video");
    write("uploads", `${KEY}-320.webp.123.partial`, "half a size");
    write("originals", "fedcba9876543210fedcba9876543210.jpg", "an original");
    const first = await cli("copy-uploads");
    expect(first).toEqual({
      code: 0,
      out: [
        `Copying ${dataDir}/uploads and /originals into bucket ofie-photos`,
        "uploads: copied 3, already there 0, skipped 1",
        "originals: copied 1, already there 0, skipped 0",
      ].join("\n"),
      err: "",
    });
    expect(await s3.keys()).toEqual([
      "originals/fedcba9876543210fedcba9876543210.jpg",
      `uploads/${KEY}-320.webp`,
      `uploads/${KEY}-640.webp`,
      `uploads/${KEY}.mp4`,
    ]);
    expect(await s3.head(`uploads/${KEY}-640.webp`)).toMatchObject({
      ContentType: "image/webp",
      CacheControl: "public, max-age=31536000, immutable",
      ContentLength: "a larger size".length,
    });
    expect(await s3.head(`uploads/${KEY}.mp4`)).toMatchObject({ ContentType: "video/mp4" });

    write("uploads", `${KEY}.mp4`, "a longer video");
    const again = await cli("copy-uploads");
    expect(again.out.split("\n").slice(1)).toEqual([
      "uploads: copied 1, already there 2, skipped 1",
      "originals: copied 0, already there 1, skipped 0",
    ]);
    expect((await s3.head(`uploads/${KEY}.mp4`))?.ContentLength).toBe("a longer video".length);
  });

  it("exits 1 saying so when the bucket is not there", async () => {
    process.env = { ...savedEnv, DATA_DIR: dataDir, ...s3.env, S3_BUCKET: "no-such-bucket" };
    expect(await cli("copy-uploads")).toEqual({
      code: 1,
      out: "",
      err: `Error: bucket no-such-bucket does not exist at ${s3.endpoint}`,
    });
  });
});
