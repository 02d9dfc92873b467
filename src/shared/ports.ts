/** Ports every module may need; adapters implement them, the container binds them. */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent with the text (a confirmed viewing's calendar file); text content, kept as is. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The MIME type, e.g. "text/calendar; method=PUBLISH". */
  contentType: string;
  content: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Runs work atomically: every repository call inside `run` joins the same transaction. */
export interface TransactionRunner {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface StoredFile {
  /** Public URL path the app serves the file under, e.g. /uploads/ab12….jpg */
  url: string;
}

export interface FileStore {
  save(content: Buffer, extension: string): Promise<StoredFile>;
  remove(url: string): Promise<void>;
}

/**
 * Reads an image the way a browser would have to. Magic bytes alone are not enough: "GIF89a"
 * followed by HTML is sniffed as a GIF, yet holds no picture (a polyglot).
 */
export interface ImageProbe {
  /** The size the header declares when it decodes as a raster image; null for anything else. */
  dimensions(content: Buffer): Promise<{ width: number; height: number } | null>;
  /**
   * True when the whole picture decodes, not just its header (a truncated photo does not).
   * Asked only once the size is known to be within bounds: decoding costs memory by the pixel.
   */
  decodes(content: Buffer): Promise<boolean>;
}

/**
 * Takes the metadata out of a video without re-encoding it: a phone writes its GPS position, its
 * maker and the time into the file, and a stored video is served as it is.
 */
export interface VideoCleaner {
  /**
   * The video without its metadata, in the container it came in (`extension`, as sniffed from
   * the bytes): "unreadable" when it is no video of that kind, "unavailable" when nothing here
   * can take metadata out (the tool is missing).
   */
  strip(content: Buffer, extension: string): Promise<StrippedVideo>;
}

export type StrippedVideo =
  | { ok: true; content: Buffer }
  | { ok: false; problem: "unreadable" | "unavailable" };

export interface Clock {
  now(): Date;
}

export interface Logger {
  debug?(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/**
 * Says that what visitors see may have changed: a listing, agent, hostel, article or rate was
 * written, by this process, another worker, the CLI or anyone else (decision 22).
 * `live` is false while a change could go unheard (the listening connection is down).
 */
export interface CatalogueChanges {
  readonly live: boolean;
  /** For readiness: "idle" until something subscribes (nothing needs to hear yet). */
  readonly state: "live" | "down" | "idle";
  /** Calls `listener` on every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Settles once the first subscriber's attempt to listen has succeeded or failed. */
  ready(): Promise<void>;
}

/**
 * What the operators' metrics hear from the use cases (decision 61): a port, so the modules never
 * know prom-client. Adapters count what happens at their own layer (requests, the read cache).
 */
export interface Telemetry {
  /**
   * An attempt refused (429) by the rule of `action` whose subject is `rule` (decision 25), or
   * past a silent cap answered as usual with nothing sent (decision 86).
   */
  rateLimited(action: string, rule: string): void;
}
