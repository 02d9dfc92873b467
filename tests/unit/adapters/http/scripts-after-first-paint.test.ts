import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { scriptsAfterFirstPaint } from "#adapters/http/scripts-after-first-paint.js";

const ENTRY = "/assets/entries/entry-client-routing.C6ypcAW2.js";
const PRELOADS = ["/assets/entries/pages_properties.B-kO2fTV.js", "/assets/chunks/chunk-XKy.js"];
const HEAD = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"></head><body>';
const DATA = '<div id="root"><p>Hello</p></div><script id="vike_pageContext">{}</script>';
/** The tail of a built page as Vike writes it. */
const VIKE_SCRIPTS =
  `\n<script src="${ENTRY}" type="module" async nonce="abc_-1"></script>` +
  PRELOADS.map(
    (href) =>
      `\n        <link rel="modulepreload" href="${href}" as="script" type="text/javascript">`,
  ).join("");
const PAGE = `${HEAD}${DATA}${VIKE_SCRIPTS}\n      </body>\n    </html>`;

/** The page streamed through the transform in chunks of this size. */
async function through(html: string, chunkSize: number): Promise<string> {
  const chunks: string[] = [];
  for (let i = 0; i < html.length; i += chunkSize) chunks.push(html.slice(i, i + chunkSize));
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("scriptsAfterFirstPaint", () => {
  it("puts one nonced loader in place of the entry script and its preload links", async () => {
    const out = await through(PAGE, PAGE.length);
    expect(out.startsWith(`${HEAD}${DATA}\n`)).toBe(true);
    expect(out).not.toContain("<script src=");
    expect(out).not.toContain('modulepreload" href');
    const loader = /<script type="module" nonce="abc_-1">([^<]*)<\/script>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain(`import(${JSON.stringify(ENTRY)})`);
    expect(loader).toContain(JSON.stringify(PRELOADS));
    expect(loader).toContain('"first-contentful-paint"');
    expect(out.endsWith("\n      </body>\n    </html>")).toBe(true);
  });

  it("writes the same page however the stream is cut", async () => {
    const whole = await through(PAGE, PAGE.length);
    for (const size of [1, 2, 7, 24, 31, 64, 200]) {
      expect(await through(PAGE, size)).toBe(whole);
    }
  });

  it("keeps the page as it came when the scripts are not in Vike's shape", async () => {
    const classic = `${HEAD}<script src="/assets/entries/x.js"></script><p>after</p></body></html>`;
    expect(await through(classic, 5)).toBe(classic);
    const noScripts = `${HEAD}${DATA}</body></html>`;
    expect(await through(noScripts, 3)).toBe(noScripts);
  });

  it("rewrites a page that ends right after the scripts", async () => {
    const cut = `${HEAD}${VIKE_SCRIPTS}`;
    const out = await through(cut, 10);
    expect(out).toContain(`import(${JSON.stringify(ENTRY)})`);
    expect(out).not.toContain('modulepreload" href');
  });

  it("passes everything after the scripts through untouched, however long", async () => {
    const tail = "<p>streamed later</p>".repeat(500);
    const page = `${HEAD}${VIKE_SCRIPTS}${tail}</body></html>`;
    const out = await through(page, 97);
    expect(out.endsWith(`${tail}</body></html>`)).toBe(true);
  });
});
