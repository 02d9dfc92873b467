import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DiskFolder } from "#adapters/storage/disk-folder.js";
import { FolderFileStore } from "#adapters/storage/folder-file-store.js";
import { S3Bucket } from "#adapters/storage/s3-bucket.js";
import { S3Folder } from "#adapters/storage/s3-folder.js";
import type { NamedFileStore } from "#modules/photos/photos.ports.js";
import { loadConfig } from "#src/config.js";
import { type S3Server, startS3Server } from "../../../support/s3-server.js";

let dir: string;
let s3: S3Server;
let bucket: S3Bucket;
beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ DATA_DIR: "/nonexistent", ...s3.env }).s3;
  if (!config) throw new Error("S3_BUCKET did not make an S3 configuration");
  bucket = new S3Bucket(config);
});
afterAll(async () => {
  bucket.close();
  await s3.close();
});
beforeEach(async () => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ofie-store-")), "uploads");
  await s3.clear();
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

/** Each home of the uploads, and what it holds under `name`. */
const homes: Array<[string, () => NamedFileStore, () => Promise<string[]>]> = [
  [
    "on disk",
    () => new DiskFolder(dir),
    async () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []),
  ],
  [
    "in the bucket",
    () => new S3Folder(bucket, "uploads"),
    async () => (await s3.keys("uploads/")).map((key) => key.slice("uploads/".length)),
  ],
];

describe.each(homes)("FolderFileStore %s", (_where, folder, names) => {
  it("writes under a random name and answers its /uploads URL", async () => {
    const store = new FolderFileStore(folder());
    const a = await store.save(Buffer.from("one"), "png");
    const b = await store.save(Buffer.from("two"), ".JPG");
    expect(a.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(b.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect((await folder().get(path.basename(a.url)))?.toString()).toBe("one");
    expect((await names()).sort()).toEqual([path.basename(a.url), path.basename(b.url)].sort());
  });

  it("removes only its own files: no other URL becomes a path or a key", async () => {
    const store = new FolderFileStore(folder());
    const { url } = await store.save(Buffer.from("x"), "mp4");
    const size = "0123456789abcdef0123456789abcdef-640.webp";
    await folder().put(size, Buffer.from("a photo's size"));
    for (const other of ["/uploads/../keep.txt", "/etc/passwd", `/uploads/${size}`, "uploads/x"]) {
      await store.remove(other);
    }
    await store.remove(url);
    await store.remove(url);
    expect(await names()).toEqual([size]);
  });

  it("refuses an extension that could be a path, and a name it does not make", async () => {
    await expect(new FolderFileStore(folder()).save(Buffer.from("x"), "../../x")).rejects.toThrow();
    await expect(folder().put("../notes.txt", Buffer.from("x"))).rejects.toThrow();
    await expect(folder().get("index.html")).rejects.toThrow();
    expect(await names()).toEqual([]);
  });

  it("reads nothing for a name that is not there", async () => {
    expect(await folder().get("0123456789abcdef0123456789abcdef.jpg")).toBeNull();
  });
});

describe("S3Folder", () => {
  it("gives each served object the headers /uploads sends, and an original none a CDN would use", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    await new S3Folder(bucket, "uploads").put(`${key}-320.webp`, Buffer.from("webp"));
    await new S3Folder(bucket, "uploads").put(`${key}.mp4`, Buffer.from("mp4"));
    await new S3Folder(bucket, "originals").put(`${key}.jpg`, Buffer.from("jpeg"));
    expect(await s3.head(`uploads/${key}-320.webp`)).toMatchObject({
      ContentType: "image/webp",
      CacheControl: "public, max-age=31536000, immutable",
      ContentDisposition: "inline",
      ContentLength: 4,
    });
    expect(await s3.head(`uploads/${key}.mp4`)).toMatchObject({
      ContentType: "video/mp4",
      CacheControl: "max-age=86400",
      ContentDisposition: "attachment",
    });
    const original = await s3.head(`originals/${key}.jpg`);
    expect(original).toMatchObject({ ContentType: "image/jpeg" });
    expect(original?.CacheControl).toBeUndefined();
    expect(await new S3Folder(bucket, "originals").size(`${key}.jpg`)).toBe(4);
    await new S3Folder(bucket, "originals").remove(`${key}.jpg`);
    expect(await s3.keys("originals/")).toEqual([]);
    expect(await new S3Folder(bucket, "originals").size(`${key}.jpg`)).toBeNull();
  });
});

describe("the S3 settings", () => {
  const s3Of = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/srv/ofie", ...env }).s3;

  it("are off without S3_BUCKET, and read the rest only with it", () => {
    expect(s3Of({ S3_ENDPOINT: "http://minio:9000" })).toBeUndefined();
    expect(
      s3Of({
        S3_BUCKET: "ofie-photos",
        S3_ENDPOINT: "http://minio:9000/",
        S3_PUBLIC_URL: "https://photos.ofie.com.gh/",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      bucket: "ofie-photos",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      publicUrl: "https://photos.ofie.com.gh",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    // Without both keys the SDK's own chain (a profile, an instance role) finds the credentials.
    expect(
      s3Of({ S3_BUCKET: "ofie-photos", AWS_REGION: "eu-west-1", AWS_ACCESS_KEY_ID: "id" }),
    ).toMatchObject({ endpoint: undefined, region: "eu-west-1", credentials: undefined });
  });

  it.each([
    [{ S3_BUCKET: "Ofie_Photos" }, /^S3_BUCKET: "Ofie_Photos" is not a bucket name/],
    [{ S3_BUCKET: "ab" }, /^S3_BUCKET: "ab" is not a bucket name/],
    [
      { S3_BUCKET: "ofie-photos", S3_PUBLIC_URL: "photos.ofie.com.gh" },
      /^S3_PUBLIC_URL: "photos\.ofie\.com\.gh" is not a URL/,
    ],
    [
      { S3_BUCKET: "ofie-photos", S3_ENDPOINT: "ftp://minio" },
      /^S3_ENDPOINT: "ftp:\/\/minio" must be an http or https address/,
    ],
  ])("stop the start when mistyped: %j", (env, message) => {
    expect(() => s3Of(env)).toThrow(message);
  });
});
