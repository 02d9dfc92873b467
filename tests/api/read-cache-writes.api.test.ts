import { operatorActor } from "../../src/shared/actor.js";
import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import { cacheHelpers, startCachingApp } from "./read-cache-support.js";

// Decision 22: the writes that empty the read cache, from any door, and those that keep it. What
// it keeps and how it answers is read-cache.api.test.ts.
let app: TestApp;
let propertyId: number;
beforeAll(async () => {
  ({ app, propertyId } = await startCachingApp());
});
afterAll(() => app.close());

const { nextChange, announced, emptyTheCache } = cacheHelpers(() => app);

const titles = (body: { title: string }[]) => body.map((p) => p.title);

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
    const admin = await adminClient(app);
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
