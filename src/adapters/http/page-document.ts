import { PAGE_BODY_SLOT } from "../../shared/page-body-slot.js";
import { inlineScriptHashes } from "./inline-script-hashes.js";

/** A page as it is sent: its bytes, and the hashes that admit its inline scripts. */
export interface PageDocument {
  bytes: Buffer;
  /** Worked out when asked: only a page kept for visitors needs them (decision 26). */
  scriptHashes(): string[];
}

/**
 * Vike's document with the page's markup put back in its slot (web/renderer/+onAfterRenderHtml.ts),
 * as bytes: each part is encoded apart and the bytes joined, so the whole page never exists as
 * one string (over 64 K two-byte characters, a large allocation each time V8 copies it:
 * decision 105). `finish` rewrites the document's scripts (it never sees the page's markup, which
 * holds none of Vike's). The hashes are of every inline script, the markup's included, in order.
 */
export function pageDocument(
  document: string,
  body: string | undefined,
  finish: (html: string) => string,
): PageDocument {
  const shell = finish(document);
  const at = body === undefined ? -1 : shell.indexOf(PAGE_BODY_SLOT);
  const parts =
    body === undefined || at < 0
      ? [shell]
      : [shell.slice(0, at), body, shell.slice(at + PAGE_BODY_SLOT.length)];
  return {
    bytes: Buffer.concat(parts.map((part) => Buffer.from(part))),
    scriptHashes: () => [...new Set(parts.flatMap((part) => inlineScriptHashes(part)))],
  };
}
