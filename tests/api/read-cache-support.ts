import { TOKENS } from "../../src/container/tokens.js";
import type { CatalogueChanges } from "../../src/shared/ports.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";

/** What the read-cache API tests share: waiting for the database's change notices (decision 22). */
export function cacheHelpers(app: () => TestApp) {
  /** Resolves on the next change the database announces (a write from anywhere). */
  function nextChange(): Promise<void> {
    const changes = app().application.container.get<CatalogueChanges>(TOKENS.CatalogueChanges);
    return new Promise((resolve) => {
      const stop = changes.subscribe(() => {
        stop();
        resolve();
      });
    });
  }

  /** Runs a write made outside HTTP and waits until the database has announced it. */
  async function announced<T>(write: () => Promise<T>): Promise<T> {
    const change = nextChange();
    const result = await write();
    await within("the database's notification of the write", change, 30_000);
    return result;
  }

  /** A catalogue write that changes nothing, so the next read of anything is a miss. */
  function emptyTheCache(): Promise<unknown> {
    return announced(() =>
      app().sql("UPDATE exchange_rates SET ghs_per_usd = ghs_per_usd WHERE false"),
    );
  }

  return { nextChange, announced, emptyTheCache };
}

/**
 * An app with the read cache on (it is on in production only), serving: two listings of Ama
 * Owusu's (`propertyId` is the Airport Residential flat), a hostel and a blog post.
 */
export async function startCachingApp(): Promise<{ app: TestApp; propertyId: number }> {
  const app = await startTestApp({ READ_CACHE_MB: "8" });
  const { announced } = cacheHelpers(() => app);
  // With a PostgreSQL server the cache serves once its LISTEN connection is up.
  await within(
    "the read cache's LISTEN connection",
    app.application.database.catalogueChanges.ready(),
    30_000,
  );
  // Each write is heard before the next is made, so none is still on its way when a test counts
  // hits: a wait for the last alone can hear an earlier write's notice, and the last one's,
  // arriving later, empties the cache under the first test.
  const agentId = await announced(() => insertAgent(app, { name: "Ama Owusu" }));
  const propertyId = await announced(() =>
    insertProperty(app, { title: "Airport Residential flat", agent_id: agentId }),
  );
  await announced(() => insertProperty(app, { title: "East Legon house", agent_id: agentId }));
  await announced(() => insertHostel(app, {}));
  await announced(() =>
    app.sql(
      `INSERT INTO blog_posts (title, slug, category, published_at)
       VALUES ('Title deeds in Ghana', 'title-deeds', 'guides', now())`,
    ),
  );
  return { app, propertyId };
}
