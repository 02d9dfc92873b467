import type { AcceptedUpload } from "#shared/uploads.js";
import { fakePhotoPipeline } from "./photos.fakes.js";

const upload = (text: string): AcceptedUpload => ({
  originalName: "IMG_2041.jpg",
  content: Buffer.from(text),
  extension: "jpg",
  mime: "image/jpeg",
});

describe("PhotoPipeline", () => {
  it("keeps originals aside, queues them in the use case's work, then makes the sizes and drops the original", async () => {
    const { pipeline, queue, sizes, originals } = fakePhotoPipeline();
    const urls = await pipeline.withStaged([upload("a"), upload("b")], async (staged) => {
      await staged.enqueue();
      return staged.urls;
    });
    // 900 px wide: 320 and 640 below it, 1024 is the photo at its own width.
    expect(urls).toEqual([
      expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-1024\.webp$/),
      expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-1024\.webp$/),
    ]);
    expect(originals.files.size).toBe(2);
    expect(await pipeline.countWaiting()).toBe(2);
    const key = urls[0]?.slice("/uploads/".length, -"-1024.webp".length) as string;
    expect(await pipeline.waitingColour(key)).toBe("#808080");

    expect(await pipeline.processWaiting()).toEqual({ ready: 2, retried: 0, failed: 0 });
    expect([...sizes.files.keys()].filter((n) => n.startsWith(key)).sort()).toEqual([
      `${key}-1024.webp`,
      `${key}-320.webp`,
      `${key}-640.webp`,
    ]);
    expect(originals.files.size).toBe(0);
    expect(await pipeline.waitingColour(key)).toBeNull();
    expect(queue.rows.map((r) => r.status)).toEqual(["ready", "ready"]);
  });

  it("keeps nothing when the use case's work fails", async () => {
    const { pipeline, queue, originals } = fakePhotoPipeline();
    await expect(
      pipeline.withStaged([upload("a")], async () => {
        throw new Error("the database said no");
      }),
    ).rejects.toThrow("the database said no");
    expect(originals.files.size).toBe(0);
    expect(queue.rows).toEqual([]);
  });

  it("tries a failing photo again later, then marks it failed at the last attempt", async () => {
    const { pipeline, queue, processor, originals } = fakePhotoPipeline();
    await pipeline.withStaged([upload("a")], (staged) => staged.enqueue());
    processor.failures = 3;
    expect(await pipeline.processWaiting()).toEqual({ ready: 0, retried: 1, failed: 0 });
    // Not due again until its retry time.
    expect(await pipeline.processWaiting()).toEqual({ ready: 0, retried: 0, failed: 0 });
    queue.now += 1000;
    expect(await pipeline.processWaiting()).toEqual({ ready: 0, retried: 1, failed: 0 });
    queue.now += 1000;
    expect(await pipeline.processWaiting()).toEqual({ ready: 0, retried: 0, failed: 1 });
    expect(queue.rows[0]).toMatchObject({ status: "failed", lastError: "libvips: out of memory" });
    // The original stays for an operator to look at; it is never served.
    expect(originals.files.size).toBe(1);
  });

  it("keeps an acknowledged photo waiting through a full disk, past its attempts, and makes it once space returns", async () => {
    const { pipeline, queue, sizes } = fakePhotoPipeline();
    await pipeline.withStaged([upload("a")], (staged) => staged.enqueue());
    sizes.full = true;
    for (let pass = 0; pass < 5; pass++) {
      expect(await pipeline.processWaiting()).toEqual({ ready: 0, retried: 1, failed: 0 });
      queue.now += 1000;
    }
    sizes.full = false;
    expect(await pipeline.processWaiting()).toEqual({ ready: 1, retried: 0, failed: 0 });
  });

  it("answers no colour for a key that is not one it makes", async () => {
    const { pipeline } = fakePhotoPipeline();
    expect(await pipeline.waitingColour("../../etc/passwd")).toBeNull();
  });
});
