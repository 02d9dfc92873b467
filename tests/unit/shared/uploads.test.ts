import sharp from "sharp";
import { checkUpload, checkUploads } from "#shared/upload-checks.js";
import { type UploadRule, withStoredUploads } from "#shared/uploads.js";
import { anUploadedFile, FakeFileStore, PNG_BYTES } from "../agents/agents.fakes.js";
import { FakeVideoCleaner } from "../uploads/uploads.fakes.js";

/** An ISO-BMFF header with the "isom" brand: what file-type reads as MP4. */
const MP4_BYTES = Buffer.concat([
  Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"),
  Buffer.alloc(64),
]);

const rule: UploadRule = {
  kinds: "image",
  maxBytes: 1024 * 1024,
  maxCount: 2,
  messages: { wrongType: "Images only", tooLarge: "Too big", tooMany: "Two at most" },
};

describe("checkUpload", () => {
  it("recognises the type from the bytes, whatever the file is called", async () => {
    const check = await checkUpload(anUploadedFile(PNG_BYTES, "holiday.mp4"), rule);
    expect(check).toEqual({
      ok: true,
      upload: {
        originalName: "holiday.mp4",
        content: PNG_BYTES,
        extension: "png",
        mime: "image/png",
      },
    });
  });

  it("accepts web image formats as images but only JPG and PNG as jpeg-png", async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    expect((await checkUpload(anUploadedFile(webp), { kinds: "image", maxBytes: 1e6 })).ok).toBe(
      true,
    );
    expect(await checkUpload(anUploadedFile(webp), { kinds: "jpeg-png", maxBytes: 1e6 })).toEqual({
      ok: false,
      problem: "wrong_type",
    });
  });

  it("tells videos from images", async () => {
    const video = await checkUpload(
      anUploadedFile(MP4_BYTES, "tour.mp4"),
      { kinds: "video", maxBytes: 1e6 },
      { videos: new FakeVideoCleaner() },
    );
    expect(video).toMatchObject({ ok: true, upload: { extension: "mp4" } });
    expect(await checkUpload(anUploadedFile(PNG_BYTES), { kinds: "video", maxBytes: 1e6 })).toEqual(
      { ok: false, problem: "wrong_type" },
    );
  });

  it("refuses empty files, text and oversized files", async () => {
    const small = { kinds: "image" as const, maxBytes: 10 };
    expect(await checkUpload(anUploadedFile(Buffer.alloc(0)), small)).toEqual({
      ok: false,
      problem: "wrong_type",
    });
    expect(await checkUpload(anUploadedFile(Buffer.from("<svg/>")), rule)).toEqual({
      ok: false,
      problem: "wrong_type",
    });
    expect(await checkUpload(anUploadedFile(PNG_BYTES), small)).toEqual({
      ok: false,
      problem: "too_large",
    });
    // A sender's size claim is not trusted either: the content is measured too.
    const lying = { originalName: "x.png", size: 1, read: async () => PNG_BYTES };
    expect(await checkUpload(lying, small)).toEqual({ ok: false, problem: "too_large" });
  });
});

describe("checkUploads", () => {
  it("gathers the field's problems, each message once", async () => {
    const text = anUploadedFile(Buffer.from("words"));
    const result = await checkUploads("images", [text, text, anUploadedFile(PNG_BYTES)], rule);
    expect(result.errors).toEqual({ images: ["Two at most", "Images only"] });
    expect(result.accepted).toHaveLength(0);
  });

  it("accepts good files with no errors", async () => {
    const result = await checkUploads("images", [anUploadedFile(PNG_BYTES)], rule);
    expect(result.errors).toEqual({});
    expect(result.accepted.map((u) => u.extension)).toEqual(["png"]);
  });
});

describe("withStoredUploads", () => {
  const upload = { originalName: "a.png", content: PNG_BYTES, extension: "png", mime: "image/png" };

  it("gives the work the stored URLs in order", async () => {
    const store = new FakeFileStore();
    const urls = await withStoredUploads(store, [upload, upload], async (u) => u);
    expect(urls).toEqual(["/uploads/file-1.png", "/uploads/file-2.png"]);
    expect(store.files.size).toBe(2);
  });

  it("removes what it stored when the work fails", async () => {
    const store = new FakeFileStore();
    await expect(
      withStoredUploads(store, [upload, upload], async () => {
        throw new Error("insert failed");
      }),
    ).rejects.toThrow("insert failed");
    expect(store.files.size).toBe(0);
  });

  it("removes the earlier files when a later save fails", async () => {
    const store = new FakeFileStore();
    const save = store.save.bind(store);
    let calls = 0;
    store.save = async (content, ext) => {
      calls += 1;
      if (calls === 2) throw new Error("disk full");
      return save(content, ext);
    };
    await expect(withStoredUploads(store, [upload, upload], async () => 1)).rejects.toThrow(
      "disk full",
    );
    expect(store.files.size).toBe(0);
  });
});
