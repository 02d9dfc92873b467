import type { Logger, VideoCleaner } from "../../shared/ports.js";
import type {
  OldVideoCounts,
  OldVideoRegister,
  OldVideoStatus,
  UploadsFolder,
} from "./old-videos.ports.js";

export type VideoAccess = "send" | "wait" | "refuse";

/** Long enough to read, copy and write back one phone video, even through a slow bucket. */
const LEASE_MS = 5 * 60_000;

export interface CleaningPass {
  cleaned: number;
  missing: number;
  unreadable: number;
  /** True when ffmpeg cannot be run: the videos wait, unserved, until it is installed. */
  cleanerMissing: boolean;
}

/**
 * Videos stored before decision 81 are cleaned where they lie: each is copied by the
 * VideoCleaner without its metadata and written back under its own name, so every link to it
 * stays good. Until then /uploads does not send it (`access`). A file ffmpeg cannot read is
 * never sent: it could not be checked. The copy is made outside any transaction; claims keep
 * two workers off one video.
 */
export class OldVideoCleaning {
  /** Set once nothing waits or is held back: /uploads then asks no more. */
  private settled = false;

  constructor(
    private readonly register: OldVideoRegister,
    private readonly cleaner: VideoCleaner,
    private readonly uploads: UploadsFolder,
    private readonly logger: Logger,
  ) {}

  async cleanWaiting(shouldStop: () => boolean = () => false): Promise<CleaningPass> {
    const pass: CleaningPass = { cleaned: 0, missing: 0, unreadable: 0, cleanerMissing: false };
    if (this.settled) return pass;
    while (!shouldStop()) {
      const name = await this.register.claimNext(LEASE_MS);
      if (!name) break;
      const outcome = await this.clean(name);
      if (outcome === "unavailable") {
        // The lease keeps it waiting; the next pass, after ffmpeg is installed, takes it.
        pass.cleanerMissing = true;
        break;
      }
      pass[outcome] += 1;
    }
    if (!pass.cleanerMissing && !shouldStop()) await this.noteSettled();
    return pass;
  }

  /**
   * Whether /uploads may send the video `name`: "wait" while it waits to be cleaned, "refuse"
   * for one that could not be (it may still say where it was filmed), else "send".
   */
  async access(name: string): Promise<VideoAccess> {
    if (this.settled) return "send";
    const status = await this.register.statusOf(name);
    if (status === "waiting") return "wait";
    return status === null || status === "cleaned" ? "send" : "refuse";
  }

  counts(): Promise<OldVideoCounts> {
    return this.register.counts();
  }

  private async clean(name: string): Promise<Exclude<OldVideoStatus, "waiting"> | "unavailable"> {
    const content = await this.uploads.get(name);
    if (!content) return this.leftOut(name, "missing", "the file is not in the uploads store");
    const extension = name.slice(name.lastIndexOf(".") + 1);
    const copy = await this.cleaner.strip(content, extension);
    if (!copy.ok && copy.problem === "unavailable") return "unavailable";
    if (!copy.ok) return this.leftOut(name, "unreadable", "ffmpeg could not read it as a video");
    await this.uploads.put(name, copy.content);
    await this.register.settle(name, "cleaned");
    this.logger.info({ file: name }, "video stored before the upgrade cleaned of its metadata");
    return "cleaned";
  }

  private async leftOut(name: string, status: "missing" | "unreadable", problem: string) {
    await this.register.settle(name, status, problem);
    this.logger.warn({ file: name, problem }, "video stored before the upgrade is not served");
    return status;
  }

  /** Settled only when every video is cleaned: a held-back one must keep being refused. */
  private async noteSettled(): Promise<void> {
    const counts = await this.register.counts();
    this.settled = counts.waiting + counts.missing + counts.unreadable === 0;
  }
}
