/** Ports every module may need; adapters implement them, the container binds them. */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
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

export interface Clock {
  now(): Date;
}

export interface Logger {
  debug?(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}
