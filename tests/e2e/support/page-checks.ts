import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** The WCAG 2.1 A and AA rules the gate holds every page to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The title every page would carry if it set none (web/renderer/+config.ts). */
const DEFAULT_TITLE = "Ofie — property for sale and rent in Ghana";

/**
 * What is wrong with the tab's title: it must hold `expected` when given, else be anything but
 * the site's default; null when it is right.
 */
export async function titleProblem(page: Page, expected?: string): Promise<string | null> {
  const title = await page.title();
  if (expected ? !title.includes(expected) : title === DEFAULT_TITLE) {
    return `its title is "${title}"`;
  }
  return null;
}

/**
 * How far the page is wider than the screen, with the elements that stick out (those inside
 * their own sideways-scrolling box are theirs to scroll); null when it fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const inOwnScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !inOwnScroller(el);
    });
    // The innermost: an element none of whose descendants sticks out too.
    const innermost = wide.filter(
      (el) => !wide.some((other) => other !== el && el.contains(other)),
    );
    const named = innermost.slice(0, 4).map((el) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${String(el.getAttribute("class") ?? "").slice(0, 60)}"> "${text}" to ${Math.round(el.getBoundingClientRect().right)} px`;
    });
    return `${scrollWidth} px wide on a ${width} px screen: ${named.join("; ")}`;
  }, width);
}

// The axe-core that @axe-core/playwright runs (its own dependency): the same rules. Its builder
// sent this 650 kB source to the page and ran it twice per check; here once per document.
const axeSource: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Into every frame, as the builder's legacy mode did: axe checks a frame only where it runs.
  for (const frame of page.frames()) {
    const present = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
    );
    if (!present) await frame.evaluate(axeSource);
  }
  const options: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    // Only what fails: the passes of a page of cards are thousands of nodes to send back.
    resultTypes: ["violations"],
  };
  const { violations } = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    options,
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.impact} ${v.id}: ${node.target.join(" ")} — ${node.failureSummary?.replaceAll("\n", " ")}`,
      ),
    );
}
