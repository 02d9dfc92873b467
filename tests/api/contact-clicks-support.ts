import type { TestApp } from "../support/test-app.js";

/**
 * What the contact-click API tests share: the clicks kept, on the app `app()` returns (started in
 * each file's beforeAll behind a trusted local proxy, on the test's clock).
 */
export function keptClicks(app: () => TestApp) {
  const clicks = () =>
    app().sql<Record<string, unknown>>("SELECT * FROM contact_clicks ORDER BY id");
  const rowCount = async () =>
    (await app().sql<{ n: number }>("SELECT count(*)::int AS n FROM contact_clicks"))[0]?.n;
  return { clicks, rowCount };
}
