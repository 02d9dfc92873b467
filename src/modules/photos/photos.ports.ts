import type { PhotoWidth } from "../../shared/photo-variants.js";
import type { PendingPhoto, PhotoLook } from "./photos.types.js";

export interface PhotoVariant {
  width: PhotoWidth;
  content: Buffer;
}

/** What the image library does for the pipeline. */
export interface PhotoProcessor {
  /** Size (after EXIF rotation) and average colour; null when the content is no picture. */
  look(content: Buffer): Promise<PhotoLook | null>;
  /** Rotated, stripped of every metadata tag, WebP at each width within its byte budget. */
  variants(content: Buffer, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]>;
}

/** Files by name, in one place: the photos' variants (served) or their originals (never served). */
export interface NamedFileStore {
  put(name: string, content: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** The photos waiting for their variants, as a queue the pipeline's workers claim from. */
export interface PhotoQueue {
  add(photo: { key: string; originalName: string; look: PhotoLook }): Promise<void>;
  /** The oldest waiting photo no other worker holds, leased for `leaseMs`. */
  claimNext(leaseMs: number): Promise<PendingPhoto | null>;
  markReady(key: string): Promise<void>;
  markFailed(key: string, reason: string): Promise<void>;
  /** Back to waiting, due again after `delayMs`. */
  retryLater(key: string, delayMs: number, reason: string): Promise<void>;
  /** The colour of a photo still waiting (its placeholder); null when it waits no more. */
  waitingColour(key: string): Promise<string | null>;
  countWaiting(): Promise<number>;
}

/** Where an upload stored before the pipeline stands: moved (its new URL), waiting, or lost. */
export type OldUploadState =
  | { status: "adopted"; newUrl: string }
  | { status: "waiting" }
  | { status: "missing" | "unreadable" };

export interface OldUploadCounts {
  waiting: number;
  adopted: number;
  missing: number;
  unreadable: number;
}

/**
 * The pictures stored before the pipeline (`/uploads/<key>.jpg`) that rows still point at,
 * recorded by the upgrade's migration (decision 73), and their moves into the pipeline.
 */
export interface OldUploadRegister {
  /** The next one still waiting that no other worker holds, leased for `leaseMs`. */
  claimNext(leaseMs: number): Promise<string | null>;
  /**
   * Records the move and points every row that held `/uploads/<name>` at `newUrl`; false when
   * another worker moved it first. Call inside the transaction that queues the photo.
   */
  adopt(name: string, photoKey: string, newUrl: string): Promise<boolean>;
  markLost(name: string, status: "missing" | "unreadable", problem: string): Promise<void>;
  /** Moved ones whose old file may still be in `uploads` (a stop between commit and removal). */
  notRemoved(): Promise<string[]>;
  markRemoved(name: string): Promise<void>;
  stateOf(name: string): Promise<OldUploadState | null>;
  counts(): Promise<OldUploadCounts>;
}
