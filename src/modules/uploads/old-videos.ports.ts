/** What became of a video stored before decision 81, as /uploads needs to know it. */
export const OLD_VIDEO_STATUSES = ["waiting", "cleaned", "missing", "unreadable"] as const;
export type OldVideoStatus = (typeof OLD_VIDEO_STATUSES)[number];

export type OldVideoCounts = Record<OldVideoStatus, number>;

/** The videos the upgrade recorded (migration 1765450000000), claimed with a lease. */
export interface OldVideoRegister {
  /** The next waiting video no other worker holds, leased for `leaseMs`; null when none. */
  claimNext(leaseMs: number): Promise<string | null>;
  /** Settles a claimed video: cleaned, or left out with the reason. */
  settle(name: string, status: Exclude<OldVideoStatus, "waiting">, problem?: string): Promise<void>;
  statusOf(name: string): Promise<OldVideoStatus | null>;
  counts(): Promise<OldVideoCounts>;
}

/** The served uploads folder, by file name (DATA_DIR/uploads or the bucket's uploads/). */
export interface UploadsFolder {
  get(name: string): Promise<Buffer | null>;
  put(name: string, content: Buffer): Promise<void>;
}
