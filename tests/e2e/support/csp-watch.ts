import type { BrowserContext, Page } from "playwright-core";

declare global {
  interface Window {
    cspViolations: string[];
    reportCspViolation(line: string): Promise<void>;
  }
}

/** Hands over, and forgets, the violations reported since it was last called. */
export type CspViolations = (page: Page) => Promise<string[]>;

/**
 * Records every Content-Security-Policy violation (decision 26) the context's pages report, as
 * the event and as the console line. The events come to the test through a binding, so a page
 * that navigates away (a redirect to sign-in) cannot take its reports with it.
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolations> {
  const reported: string[] = [];
  await context.exposeFunction("reportCspViolation", (line: string) => {
    reported.push(line);
  });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      const line = `${event.violatedDirective} ${event.blockedURI}`;
      window.cspViolations.push(line);
      void window.reportCspViolation(line);
    });
  });
  const consoleLines: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      consoleLines.push(message.text());
    }
  });
  return async (page) => {
    // A round trip to the page lets the reports it already sent arrive first; bounded, since an
    // evaluation waits for a page that is navigating away, and evaluations have no time limit.
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      page.evaluate(() => true).catch(() => undefined),
      new Promise((resolve) => {
        bound = setTimeout(resolve, 2_000);
      }),
    ]);
    clearTimeout(bound);
    const all = [...reported, ...consoleLines];
    reported.length = 0;
    consoleLines.length = 0;
    return all;
  };
}
