import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";

const docsDir = path.resolve(__dirname, "../../../docs/screens");
/** A closing note's picture is read on a phone too: each kept under about 150 KB. */
const MOST_BYTES = 150_000;

/**
 * A phone screenshot for an issue's closing note, written to docs/screens/<name>.png only when
 * OFIE_DOC_SCREENS=1 (CI writes nothing into the repository): the screen as it is, with `focus`
 * scrolled to its top, or on a screen `height` px tall (a sheet shown whole). Stored as a palette PNG, which keeps a page's flat colours and
 * text sharp at a third of the size.
 */
export async function saveDocScreen(
  page: Page,
  name: string,
  { focus, height }: { focus?: Locator; height?: number } = {},
): Promise<void> {
  if (process.env.OFIE_DOC_SCREENS !== "1") return;
  const screen = page.viewportSize();
  if (height && screen) await page.setViewportSize({ width: screen.width, height });
  if (focus) {
    await focus.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    // Under the sticky header: the element's top is kept in sight.
    await page.evaluate(() => window.scrollBy({ top: -72, behavior: "instant" }));
  }
  const shot = await page.screenshot();
  if (height && screen) await page.setViewportSize(screen);
  let png = await sharp(shot).png({ palette: true, compressionLevel: 9 }).toBuffer();
  if (png.length > MOST_BYTES)
    png = await sharp(shot).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer();
  mkdirSync(docsDir, { recursive: true });
  writeFileSync(path.join(docsDir, `${name}.png`), png);
}
