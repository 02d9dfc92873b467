import { createHash } from "node:crypto";

/** An inline script: no src, and a type the browser runs (none, JavaScript, or a module). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUN_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP sources that admit each inline script of `html` by its content ('sha256-…'): a page
 * that is kept and sent to many visitors carries no nonce to replay, and every
 * response still gets a nonce of its own in its header. The hash is over the script's text as
 * sent, which is what the browser hashes.
 * https://www.w3.org/TR/CSP3/#match-element-to-source-list
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!RUN_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its script-src directive (left as it is when it has none). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(";")
    .map((directive) =>
      /^\s*script-src\s/i.test(directive)
        ? `${directive.trimEnd()} ${sources.join(" ")}`
        : directive,
    )
    .join(";");
}
