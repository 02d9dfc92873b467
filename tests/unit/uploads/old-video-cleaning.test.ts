import { OldVideoCleaning } from "#modules/uploads/old-video-cleaning.js";
import type {
  OldVideoCounts,
  OldVideoRegister,
  OldVideoStatus,
} from "#modules/uploads/old-videos.ports.js";
import { FakeVideoCleaner } from "./uploads.fakes.js";

/** The register in memory; a claim holds until settled, as the lease does within one pass. */
class FakeOldVideos implements OldVideoRegister {
  readonly status = new Map<string, OldVideoStatus>();
  private readonly claimed = new Set<string>();

  constructor(names: string[]) {
    for (const name of names) this.status.set(name, "waiting");
  }

  async claimNext(): Promise<string | null> {
    for (const [name, status] of this.status) {
      if (status === "waiting" && !this.claimed.has(name)) {
        this.claimed.add(name);
        return name;
      }
    }
    return null;
  }

  async settle(name: string, status: Exclude<OldVideoStatus, "waiting">): Promise<void> {
    this.status.set(name, status);
  }

  async statusOf(name: string): Promise<OldVideoStatus | null> {
    return this.status.get(name) ?? null;
  }

  async counts(): Promise<OldVideoCounts> {
    const counts: OldVideoCounts = { waiting: 0, cleaned: 0, missing: 0, unreadable: 0 };
    for (const status of this.status.values()) counts[status] += 1;
    return counts;
  }
}

const logger = { info() {}, warn() {}, error() {} };
const folder = (files: Record<string, string>) => ({
  files: new Map<string, Buffer>(
    Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]),
  ),
  async get(name: string) {
    return this.files.get(name) ?? null;
  },
  async put(name: string, content: Buffer) {
    this.files.set(name, content);
  },
});

describe("OldVideoCleaning", () => {
  it("without ffmpeg keeps every old video waiting and unserved, and says so", async () => {
    const register = new FakeOldVideos(["a.mp4", "b.mp4"]);
    const uploads = folder({ "a.mp4": "tagged", "b.mp4": "tagged" });
    const cleaning = new OldVideoCleaning(
      register,
      new FakeVideoCleaner("unavailable"),
      uploads,
      logger,
    );
    expect(await cleaning.cleanWaiting()).toEqual({
      cleaned: 0,
      missing: 0,
      unreadable: 0,
      cleanerMissing: true,
    });
    expect(await cleaning.access("a.mp4")).toBe("wait");
    expect(uploads.files.get("a.mp4")?.toString()).toBe("tagged");
    expect(await register.counts()).toMatchObject({ waiting: 2 });
  });

  it("writes each cleaned copy over its file, then stops asking once every video is cleaned", async () => {
    const register = new FakeOldVideos(["a.mp4"]);
    const uploads = folder({ "a.mp4": "tagged" });
    const cleaning = new OldVideoCleaning(register, new FakeVideoCleaner(), uploads, logger);
    expect(await cleaning.access("a.mp4")).toBe("wait");
    expect(await cleaning.cleanWaiting()).toMatchObject({ cleaned: 1, cleanerMissing: false });
    expect(uploads.files.get("a.mp4")?.toString()).toBe("tagged-stripped");
    register.status.set("a.mp4", "unreadable");
    // Settled: /uploads is not held up by a query per video any more.
    expect(await cleaning.access("a.mp4")).toBe("send");
  });
});
