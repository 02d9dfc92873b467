import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { cacheHelpers, startCachingApp } from "./read-cache-support.js";

// Decision 22. The cache is on in production only; these tests turn it on. What a write empties
// is read-cache-writes.api.test.ts.
let app: TestApp;
let propertyId: number;
beforeAll(async () => {
  ({ app, propertyId } = await startCachingApp());
});
afterAll(() => app.close());

const { nextChange, announced, emptyTheCache } = cacheHelpers(() => app);

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
