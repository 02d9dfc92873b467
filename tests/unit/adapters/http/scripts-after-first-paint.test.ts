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

describe("scriptsAfterFirstPaint", () => {
  it("puts one nonced loader in place of the entry script and its preload links", () => {
    const out = scriptsAfterFirstPaint(PAGE);
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

  it("keeps the page as it came when the scripts are not in Vike's shape", () => {
    const classic = `${HEAD}<script src="/assets/entries/x.js"></script><p>after</p></body></html>`;
    expect(scriptsAfterFirstPaint(classic)).toBe(classic);
    const noScripts = `${HEAD}${DATA}</body></html>`;
    expect(scriptsAfterFirstPaint(noScripts)).toBe(noScripts);
  });

  it("rewrites a page that ends right after the scripts", () => {
    const out = scriptsAfterFirstPaint(`${HEAD}${VIKE_SCRIPTS}`);
    expect(out).toContain(`import(${JSON.stringify(ENTRY)})`);
    expect(out).not.toContain('modulepreload" href');
  });

  it("keeps everything after the scripts untouched, however long", () => {
    const tail = "<p>rendered after</p>".repeat(500);
    const out = scriptsAfterFirstPaint(`${HEAD}${VIKE_SCRIPTS}${tail}</body></html>`);
    expect(out.endsWith(`${tail}</body></html>`)).toBe(true);
  });
});
