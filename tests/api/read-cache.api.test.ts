import { TOKENS } from "../../src/container/tokens.js";
import { operatorActor } from "../../src/shared/actor.js";
import type { CatalogueChanges } from "../../src/shared/ports.js";
import { signUp } from "../support/builders.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";

// Decision 22. The cache is on in production only; these tests turn it on.
let app: TestApp;
let propertyId: number;
beforeAll(async () => {
  app = await startTestApp({ READ_CACHE_MB: "8" });
  // With a PostgreSQL server the cache serves once its LISTEN connection is up.
  await within(
    "the read cache's LISTEN connection",
    app.application.database.catalogueChanges.ready(),
    30_000,
  );
  const agentId = await insertAgent(app, { name: "Ama Owusu" });
  propertyId = await insertProperty(app, { title: "Airport Residential flat", agent_id: agentId });
  await insertProperty(app, { title: "East Legon house", agent_id: agentId });
  await insertHostel(app, {});
  // The last write's notification is heard before any test counts hits.
  await announced(() =>
    app.sql(
      `INSERT INTO blog_posts (title, slug, category, published_at)
       VALUES ('Title deeds in Ghana', 'title-deeds', 'guides', now())`,
    ),
  );
});
afterAll(() => app.close());

/** Resolves on the next change the database announces (a write from anywhere). */
function nextChange(): Promise<void> {
  const changes = app.application.container.get<CatalogueChanges>(TOKENS.CatalogueChanges);
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
    app.sql("UPDATE exchange_rates SET ghs_per_usd = ghs_per_usd WHERE false"),
  );
}

const titles = (body: { title: string }[]) => body.map((p) => p.title);

async function adminClient() {
  const admin = app.client();
  await admin.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return admin;
}

describe("the read cache of public reads", () => {
  it.each([
    "/api/properties",
    "/api/properties?city=Accra&limit=5",
    "/api/properties/count",
    "/api/properties/{id}",
    "/api/properties/{id}/similar",
    "/api/student-hostels",
    "/api/agents",
    "/api/blog",
  ])("a second visitor's GET %s is answered from the cache, the same bytes", async (route) => {
    const url = route.replace("{id}", String(propertyId));
    // A write empties the cache, so the first GET after it is a miss.
    await emptyTheCache();
    const first = await app.client().get(url).expect(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await app.client().get(url).expect(200);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Each exchange keeps its own id in the log and the answer.
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("answers a hit before Koa runs one middleware, with the kept head and this exchange's id", async () => {
    let reachedKoa = 0;
    app.koa.middleware.unshift((_ctx, next) => {
      reachedKoa += 1;
      return next();
    });
    try {
      await emptyTheCache();
      const url = "/api/properties?limit=2";
      const first = await app.client().get(url).expect(200);
      expect(first.headers["x-cache"]).toBe("miss");
      const koaAnswered = reachedKoa;
      const second = await app.client().get(url).set("X-Request-Id", "trace-7").expect(200);
      expect(second.headers["x-cache"]).toBe("hit");
      expect(reachedKoa).toBe(koaAnswered);
      expect(second.headers["x-request-id"]).toBe("trace-7");
      for (const name of ["x-content-type-options", "etag", "vary"]) {
        expect(second.headers[name]).toBe(first.headers[name]);
      }
      // The kept policy, with a nonce of its own (issue 32): no response replays another's.
      const nonce = /'nonce-([^']+)'/;
      const [policy, kept] = [first, second].map((r) =>
        String(r.headers["content-security-policy"]),
      );
      expect(kept.replace(nonce, "")).toBe(policy.replace(nonce, ""));
      expect(nonce.exec(kept)?.[1]).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(nonce.exec(kept)?.[1]).not.toBe(nonce.exec(policy)?.[1]);
      const revalidated = await app
        .client()
        .get(url)
        .set("If-None-Match", first.headers.etag)
        .set("Cache-Control", "max-age=0")
        .expect(304);
      expect(revalidated.headers["x-cache"]).toBe("hit");
      expect(revalidated.headers["content-type"]).toBeUndefined();
      expect(revalidated.text).toBe("");
      expect(reachedKoa).toBe(koaAnswered);
      // Anything else goes on to Koa: another method, or a path no one has asked for yet.
      await app.client().head(url).expect(200);
      await app.client().get("/api/properties?limit=3").expect(200);
      expect(reachedKoa).toBe(koaAnswered + 2);
    } finally {
      app.koa.middleware.shift();
    }
  });

  it("keeps each Accept-Encoding's bytes apart, and the same query in another order is a hit", async () => {
    await emptyTheCache();
    const url = "/api/properties?sort=newest&city=Accra";
    const br = await app.client().get(url).set("Accept-Encoding", "br").expect(200);
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await app.client().get(url).set("Accept-Encoding", "gzip").expect(200);
    expect(gzip.headers["x-cache"]).toBe("miss");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const again = await app
      .client()
      .get("/api/properties?city=Accra&sort=newest")
      .set("Accept-Encoding", "gzip")
      .expect(200);
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.body).toEqual(br.body);
  });

  it("visitors arriving together after an emptying wait for one answer instead of each making it", async () => {
    await emptyTheCache();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.client().get("/api/properties?bedrooms=3").expect(200)),
    );
    const made = answers.filter((res) => res.headers["x-cache"] === "miss");
    expect(made).toHaveLength(1);
    for (const res of answers) expect(res.text).toBe(made[0].text);
  });

  it("answers a revalidation from the cache with 304 and no body", async () => {
    const url = `/api/properties/${propertyId}`;
    const first = await app.client().get(url).expect(200);
    const again = await app.client().get(url).set("If-None-Match", first.headers.etag).expect(304);
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.text).toBe("");
  });

  it("keeps the answer of a revalidation it could not answer yet, and still says 304", async () => {
    const url = `/api/properties/${propertyId}`;
    const { etag } = (await app.client().get(url).expect(200)).headers;
    // A catalogue write empties the cache: the browser's next revalidation finds nothing kept.
    await emptyTheCache();
    const revalidated = await app.client().get(url).set("If-None-Match", etag).expect(304);
    expect(revalidated.headers["x-cache"]).toBe("miss");
    expect(revalidated.text).toBe("");
    const next = await app.client().get(url).expect(200);
    expect(next.headers["x-cache"]).toBe("hit");
    expect(next.headers.etag).toBe(etag);
  });

  it("never keeps a per-user answer, nor an article whose reading counts a view", async () => {
    const user = app.client();
    await signUp(user);
    for (const url of ["/api/auth/user", "/api/favorites", "/api/saved-searches"]) {
      await user.get(url);
      const again = await user.get(url);
      expect(again.headers["x-cache"]).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) {
      const res = await app.client().get("/api/blog/title-deeds").expect(200);
      expect(res.headers["x-cache"]).toBeUndefined();
    }
    const [row] = await app.sql<{ views: number }>(
      "SELECT views FROM blog_posts WHERE slug = 'title-deeds'",
    );
    expect(row.views).toBe(2);
  });

  it("a 404 is not kept: the listing shows once it is published", async () => {
    const id = await announced(() =>
      insertProperty(app, { title: "Soon published", published: false }),
    );
    await app.client().get(`/api/properties/${id}`).expect(404);
    const heard = nextChange();
    await app.sql("UPDATE properties SET published = true WHERE id = $1", [id]);
    await heard;
    await app.client().get(`/api/properties/${id}`).expect(200);
  });
});

describe("writes empty the cache", () => {
  it("a write no visitor can see (favourite, sign-in, newsletter) keeps the kept answers", async () => {
    const url = `/api/properties/${propertyId}`;
    await emptyTheCache();
    await app.client().get(url).expect(200);
    const user = app.client();
    await signUp(user);
    await user.post("/api/favorites").send({ propertyId }).expect(201);
    await user.delete(`/api/favorites/${propertyId}`).expect(200);
    await app.client().post("/api/newsletter/subscribe").send({ email: "keep@example.com" });
    await user
      .post("/api/saved-searches")
      .send({ name: "Flats in Accra", frequency: "instant", query: { city: "Accra" } })
      .expect(201);
    expect((await app.client().get(url)).headers["x-cache"]).toBe("hit");
  });

  it("a write through the API: the next GET shows the listing taken down", async () => {
    const id = await announced(() => insertProperty(app, { title: "Reported flat" }));
    const url = `/api/properties?search=${encodeURIComponent("Reported flat")}`;
    await app.client().get(`/api/properties/${id}`).expect(200);
    expect((await app.client().get(`/api/properties/${id}`)).headers["x-cache"]).toBe("hit");
    expect(titles((await app.client().get(url).expect(200)).body)).toEqual(["Reported flat"]);

    await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(201);
    const admin = await adminClient();
    await admin
      .put(`/api/admin/reports/${id}`)
      .send({ action: "unpublish", reason: "The property is no longer available." })
      .expect(200);

    await app.client().get(`/api/properties/${id}`).expect(404);
    expect(titles((await app.client().get(url).expect(200)).body)).toEqual([]);
  });

  it("a write through a service, as the CLI makes: the next GET after it commits shows it", async () => {
    const id = await announced(() => insertProperty(app, { title: "Dzorwulu bungalow" }));
    await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(201);
    await app.client().get(`/api/properties/${id}`).expect(200);
    expect((await app.client().get(`/api/properties/${id}`)).headers["x-cache"]).toBe("hit");

    const heard = nextChange();
    await app.application.services.listingReports.decideReports(
      id,
      { action: "unpublish", reason: "The property is no longer available." },
      operatorActor("cli:test"),
    );
    await heard;

    await app.client().get(`/api/properties/${id}`).expect(404);
  });

  it("a write in SQL by anyone else (an operator's psql): the next GET shows it", async () => {
    const url = `/api/properties/${propertyId}`;
    await app.client().get(url).expect(200);
    expect((await app.client().get(url)).headers["x-cache"]).toBe("hit");

    const heard = nextChange();
    await app.sql(
      "UPDATE properties SET title = 'Airport Residential flat, repainted' WHERE id = $1",
      [propertyId],
    );
    await heard;

    const res = await app.client().get(url).expect(200);
    expect(res.headers["x-cache"]).toBe("miss");
    expect(res.body.title).toBe("Airport Residential flat, repainted");
  });

  it("a rolled-back write announces nothing: the cache keeps answering", async () => {
    const url = "/api/student-hostels";
    await app.client().get(url).expect(200);
    expect((await app.client().get(url)).headers["x-cache"]).toBe("hit");
    await app.application.database.dataSource
      .transaction(async (manager) => {
        await manager.query("UPDATE student_hostels SET name = 'Never'");
        throw new Error("rolled back");
      })
      .catch(() => {});
    // A later read of the cache still hits (no change was announced).
    expect((await app.client().get(url)).headers["x-cache"]).toBe("hit");
  });
});
