import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DiskFileStore } from "#adapters/storage/disk-file-store.js";

let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ofie-store-")), "uploads");
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("DiskFileStore", () => {
  it("writes under a random name, creating the folder, and answers its /uploads URL", async () => {
    const store = new DiskFileStore(dir);
    const a = await store.save(Buffer.from("one"), "png");
    const b = await store.save(Buffer.from("two"), ".JPG");
    expect(a.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(b.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(fs.readFileSync(path.join(dir, path.basename(a.url)), "utf8")).toBe("one");
  });

  it("removes its own files and nothing outside its folder", async () => {
    const store = new DiskFileStore(dir);
    const { url } = await store.save(Buffer.from("x"), "png");
    const outside = path.join(path.dirname(dir), "keep.txt");
    fs.writeFileSync(outside, "keep");
    await store.remove("/uploads/../keep.txt");
    await store.remove("/etc/passwd");
    await store.remove(url);
    await store.remove(url);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.existsSync(outside)).toBe(true);
  });

  it("refuses an extension that could be a path", async () => {
    await expect(new DiskFileStore(dir).save(Buffer.from("x"), "../../x")).rejects.toThrow();
  });
});
