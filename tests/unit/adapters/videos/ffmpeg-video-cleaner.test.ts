import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FfmpegVideoCleaner } from "#adapters/videos/ffmpeg-video-cleaner.js";
import { ACCRA_ISO6709, aVideo, revealingVideoTags } from "#tests/support/media.js";

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ffmpeg-cleaner-"));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

function capturingLogger() {
  const warnings: string[] = [];
  const logger = {
    info: () => undefined,
    error: () => undefined,
    warn: (_obj: object | string, msg?: string) => {
      warnings.push(msg ?? "");
    },
  };
  return { logger, warnings };
}

const tmpDir = () => path.join(scratch, "upload-tmp");

describe("FfmpegVideoCleaner (Debian's ffmpeg)", () => {
  it("copies a phone's MP4 without its location, title or date, and leaves no scratch file", async () => {
    const { logger } = capturingLogger();
    const cleaner = new FfmpegVideoCleaner({ ffmpegPath: "ffmpeg", tmpDir: tmpDir(), logger });
    const sent = aVideo({
      metadata: { location: ACCRA_ISO6709, title: "Home", creation_time: "2026-11-28T07:45:00Z" },
    });
    expect(Object.keys(revealingVideoTags(sent, path.join(scratch, "sent.mp4")))).not.toEqual([]);

    const stripped = await cleaner.strip(sent, "mp4");
    if (!stripped.ok) throw new Error(`not stripped: ${stripped.problem}`);
    expect(revealingVideoTags(stripped.content, path.join(scratch, "kept.mp4"))).toEqual({});
    expect(fs.readdirSync(tmpDir())).toEqual([]);
  });

  it("calls a file of another kind than its bytes said unreadable, and one it has no container for", async () => {
    const { logger } = capturingLogger();
    const cleaner = new FfmpegVideoCleaner({ ffmpegPath: "ffmpeg", tmpDir: tmpDir(), logger });
    const webm = aVideo({ format: "webm" });
    expect(await cleaner.strip(webm, "mp4")).toEqual({ ok: false, problem: "unreadable" });
    expect(await cleaner.strip(webm, "avi")).toEqual({ ok: false, problem: "unreadable" });
    expect(fs.readdirSync(tmpDir())).toEqual([]);
  });

  it("without ffmpeg says unavailable, and warns the operator once", async () => {
    const { logger, warnings } = capturingLogger();
    const cleaner = new FfmpegVideoCleaner({
      ffmpegPath: path.join(scratch, "no-ffmpeg"),
      tmpDir: tmpDir(),
      logger,
    });
    const video = aVideo();
    expect(await cleaner.strip(video, "mp4")).toEqual({ ok: false, problem: "unavailable" });
    expect(await cleaner.strip(video, "mp4")).toEqual({ ok: false, problem: "unavailable" });
    expect(warnings).toEqual([expect.stringContaining("uploaded videos are refused")]);
    expect(fs.readdirSync(tmpDir())).toEqual([]);
  });
});
