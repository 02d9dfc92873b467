import { TextDecoder, TextEncoder } from "node:util";
import { act } from "@testing-library/react";

// Every browser has these; jsdom does not, and the forms' type check (file-type) needs them.
Object.assign(globalThis, { TextDecoder, TextEncoder });

/** The first bytes of real files: the forms look at these, not at names or types. */
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
];
const GIF_HEAD = Array.from("GIF89a", (c) => c.charCodeAt(0));
const MP4_HEAD = [
  0,
  0,
  0,
  0x18,
  ...Array.from("ftypisom", (c) => c.charCodeAt(0)),
  0,
  0,
  2,
  0,
  ...Array.from("isomiso2", (c) => c.charCodeAt(0)),
];

function withHead(head: number[], name: string, type: string, bytes = 64): File {
  const content = new Uint8Array(Math.max(bytes, head.length));
  content.set(head);
  return new File([content], name, { type });
}

export const aJpegFile = (name: string, bytes?: number) =>
  withHead(JPEG_HEAD, name, "image/jpeg", bytes);
export const aPngFile = (name: string) => withHead(PNG_HEAD, name, "image/png");
export const anMp4File = (name: string) => withHead(MP4_HEAD, name, "video/mp4");
export const aGifFile = (name: string) => withHead(GIF_HEAD, name, "image/gif");

/** A file that claims `size` bytes without the test holding them (a 21 MB photo, a 60 MB video). */
export function claimingSize<T extends File>(file: T, size: number): T {
  Object.defineProperty(file, "size", { value: size });
  return file;
}

export const MB = 1024 * 1024;

/** jsdom decodes no picture: each decoded one has these sides. */
export function decodedSides(width: number, height: number): void {
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    width,
    height,
    close: () => {},
  }));
}

/** jsdom's XMLHttpRequest would really connect: this one records the send and is answered by the test. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: unknown;
  status = 0;
  statusText = "";
  responseText = "";
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** The browser reports `loaded` of `total` request bytes gone. */
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
    act(() => {
      this.upload.dispatchEvent(event);
    });
  }

  async respond(status: number, body: unknown = {}) {
    this.status = status;
    this.statusText = status >= 400 ? "Bad Request" : "Created";
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.events.dispatchEvent(new Event("load"));
    });
  }

  get formData(): FormData {
    if (!(this.body instanceof FormData)) throw new Error("the request body is not FormData");
    return this.body;
  }
}

export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return FakeXhr;
}
