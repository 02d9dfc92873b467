import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { OutOfSpaceError } from "../../shared/out-of-space.js";
import type { Logger, StrippedVideo, VideoCleaner } from "../../shared/ports.js";

/**
 * How each sniffed type is read and written back. ffmpeg is never left to guess the input's
 * format: a file is read only as the container its bytes were recognised as, never as a playlist
 * that could name other files.
 */
const CONTAINERS: Record<string, { demuxer: string; muxer: string }> = {
  mp4: { demuxer: "mov", muxer: "mp4" },
  m4v: { demuxer: "mov", muxer: "mp4" },
  mov: { demuxer: "mov", muxer: "mov" },
  "3gp": { demuxer: "mov", muxer: "3gp" },
  webm: { demuxer: "matroska", muxer: "webm" },
};

/** A copy without re-encoding takes about as long as reading the file; far past that, it hangs. */
const TIMEOUT_MS = 60_000;

export interface FfmpegVideoCleanerOptions {
  /** The ffmpeg to run (FFMPEG_PATH); a name is looked up on PATH. */
  ffmpegPath: string;
  /** Scratch space for the copy in and out (DATA_DIR/upload-tmp, where uploads wait anyway). */
  tmpDir: string;
  logger: Logger;
}

/**
 * Debian's ffmpeg copies the picture and sound streams into a new file of the same container
 * (`-c copy`: no re-encoding, so it costs I/O, not CPU) and leaves behind every metadata tag
 * (`-map_metadata -1`: the location atom, maker, dates, titles), the chapters, and every stream
 * that is neither picture nor sound: a camera's GPS track or telemetry is a data stream. Without
 * ffmpeg it says "unavailable" and the upload refuses videos (decision 81).
 * https://ffmpeg.org/ffmpeg.html#Advanced-options
 */
export class FfmpegVideoCleaner implements VideoCleaner {
  private toldMissing = false;

  constructor(private readonly options: FfmpegVideoCleanerOptions) {}

  async strip(content: Buffer, extension: string): Promise<StrippedVideo> {
    const container = CONTAINERS[extension];
    if (!container) return { ok: false, problem: "unreadable" };
    await fs.mkdir(this.options.tmpDir, { recursive: true });
    const stem = path.join(this.options.tmpDir, `video-${randomBytes(12).toString("hex")}`);
    const input = `${stem}-in.${extension}`;
    const output = `${stem}-out.${extension}`;
    try {
      await fs.writeFile(input, content);
      const run = await this.ffmpeg(argumentsFor(container, input, output));
      if (run === "missing") return { ok: false, problem: "unavailable" };
      if (run !== "done") {
        if (/No space left on device/i.test(run)) throw new OutOfSpaceError("a video's copy");
        return { ok: false, problem: "unreadable" };
      }
      return { ok: true, content: await fs.readFile(output) };
    } finally {
      await Promise.allSettled([input, output].map((file) => fs.rm(file, { force: true })));
    }
  }

  /** "done", "missing" (no ffmpeg to run) or what ffmpeg said when it failed. */
  private ffmpeg(args: string[]): Promise<string> {
    return new Promise((resolve) => {
      execFile(
        this.options.ffmpegPath,
        args,
        { timeout: TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (!error) return resolve("done");
          const code = (error as NodeJS.ErrnoException).code;
          if (code === "ENOENT" || code === "EACCES") {
            this.tellMissing(error);
            return resolve("missing");
          }
          resolve(String(stderr) || error.message);
        },
      );
    });
  }

  /** Once per process: every video is refused until ffmpeg is installed. */
  private tellMissing(error: Error): void {
    if (this.toldMissing) return;
    this.toldMissing = true;
    this.options.logger.warn(
      { ffmpeg: this.options.ffmpegPath, reason: error.message },
      "ffmpeg cannot be run: uploaded videos are refused until it is installed (decision 81)",
    );
  }
}

function argumentsFor(
  container: { demuxer: string; muxer: string },
  input: string,
  output: string,
): string[] {
  // The index at the front, so a phone starts playing before the whole file has arrived.
  const front = container.muxer === "webm" ? [] : ["-movflags", "+faststart"];
  return [
    ...["-nostdin", "-hide_banner", "-loglevel", "error", "-y"],
    ...["-protocol_whitelist", "file", "-f", container.demuxer, "-i", input],
    // V, not v: a cover picture is not the video. The sound is kept when there is some.
    ...["-map", "0:V", "-map", "0:a?", "-map_metadata", "-1", "-map_chapters", "-1"],
    // bitexact: not even ffmpeg's own name and version are written in.
    ...["-c", "copy", "-fflags", "+bitexact", ...front, "-f", container.muxer, output],
  ];
}
