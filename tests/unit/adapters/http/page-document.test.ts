import { createHash } from "node:crypto";
import { pageDocument } from "#adapters/http/page-document.js";
import { PAGE_BODY_SLOT } from "#shared/page-body-slot.js";

const HEAD = "<!DOCTYPE html><html><head><script>hold()</script></head><body>";
const TAIL = '<script id="vike_pageContext" type="application/json">{}</script></body></html>';
const DOCUMENT = `${HEAD}<div id="root">${PAGE_BODY_SLOT}</div>${TAIL}`;
/** A page's markup as React writes it: beyond Latin-1, with an inline script of its own. */
const BODY = "<p>GH₵3,900 — Dansoman</p><script>mark()</script>";
const hash = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
const same = (html: string) => html;

describe("pageDocument", () => {
  it("puts the page's markup back in its slot, as UTF-8 bytes", () => {
    const { bytes } = pageDocument(DOCUMENT, BODY, same);
    expect(bytes.toString("utf8")).toBe(`${HEAD}<div id="root">${BODY}</div>${TAIL}`);
  });

  it("admits every inline script by hash, the markup's too, in the page's order", () => {
    expect(pageDocument(DOCUMENT, BODY, same).scriptHashes()).toEqual([
      hash("hold()"),
      hash("mark()"),
    ]);
  });

  it("rewrites the document's scripts, never the markup", () => {
    const seen: string[] = [];
    pageDocument(DOCUMENT, BODY, (html) => {
      seen.push(html);
      return html;
    });
    expect(seen).toEqual([DOCUMENT]);
  });

  it("fills only the first slot: the same comment later on is text of the page", () => {
    const twice = `${HEAD}<div id="root">${PAGE_BODY_SLOT}</div>${PAGE_BODY_SLOT}${TAIL}`;
    const text = pageDocument(twice, "<p>x</p>", same).bytes.toString("utf8");
    expect(text).toBe(`${HEAD}<div id="root"><p>x</p></div>${PAGE_BODY_SLOT}${TAIL}`);
  });

  it("sends a document without a slot (no page markup taken out) as it is", () => {
    const whole = `${HEAD}<div id="root"><p>hi</p></div>${TAIL}`;
    expect(pageDocument(whole, undefined, same).bytes.toString("utf8")).toBe(whole);
  });
});
