import fc from "fast-check";
import type supertest from "supertest";
import { PROPERTY_FILTER_KEYS } from "#modules/catalogue/property-query.js";
import { signUp } from "../../support/builders.js";
import { insertAgent, insertHostel, insertProperty } from "../../support/fixtures.js";
import { expectCleanAnswer, RUNS, snapshotStore } from "../../support/hostile-checks.js";
import { extraKey, hostilePathSegment, hostileString } from "../../support/hostile-values.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";
import { adminClient } from "../agents-support.js";

// Issue 7: every query parameter and path id of the GET endpoints, sent junk, injections, odd
// unicode, repeated keys (arrays) and broken percent-encoding, answers 2xx or a clear 4xx (a 400
// naming the field), never a 5xx, and a read never writes.

let app: TestApp;
let user: supertest.Agent;
let admin: supertest.Agent;
let propertyId: number;
beforeAll(async () => {
  app = await startTestApp();
  user = app.client();
  await signUp(user);
  admin = await adminClient(app);
  propertyId = await insertProperty(app, { agent_id: await insertAgent(app) });
  await insertHostel(app);
});
afterAll(() => app.close());

/** Raw percent-encoding a lax client sends: cut sequences, NUL, bytes that are not UTF-8. */
const BROKEN_ESCAPES = ["%", "%E0%A4%A", "%00", "%FF", "%C0%AF", "%%", "%u0041", "%2"];

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80"; // a lone surrogate, as its raw UTF-8 bytes
  }
}

/** A query string over the endpoint's parameters: some given (maybe twice), junk values, extra keys. */
function hostileQuery(known: string[], goodValues: Record<string, string[]>) {
  const value = (key: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(goodValues[key] ?? ["1"])).map(encode) },
      // Short enough for Node's 16 kB header limit, whose 431 is Node's own answer, not ours.
      { weight: 4, arbitrary: hostileString.map(encode).filter((s) => s.length < 1500) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
    );
  const pair = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom(...known).chain((k) => value(k).map((v) => `${k}=${v}`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(extraKey, fc.constantFrom(...known.map((k) => `${k}[]`))), hostileString)
        .map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 200))}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...known) },
  );
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join("&"));
}

async function checkRead(
  path: string,
  known: string[],
  goodValues: Record<string, string[]>,
  client: () => supertest.Agent = () => app.client(),
) {
  const before = await snapshotStore(app);
  await fc.assert(
    fc.asyncProperty(hostileQuery(known, goodValues), async (query) => {
      const res = await client().get(`${path}?${query}`);
      expectCleanAnswer(res);
    }),
    { numRuns: RUNS },
  );
  expect(await snapshotStore(app)).toEqual(before);
}

// Every filter the list understands, from its own list, so a new filter is fuzzed at once;
// then the paging, sort and display parameters around it.
const PROPERTY_FILTERS = [...PROPERTY_FILTER_KEYS, "sort", "limit", "offset", "currency"];
const PROPERTY_VALUES = {
  sort: ["newest", "price-asc", "price-desc"],
  type: ["sale", "rent"],
  featured: ["true", "false"],
  city: ["Accra", "Kumasi"],
  limit: ["1", "12", "50"],
  offset: ["0", "12"],
  minPrice: ["1000"],
  maxPrice: ["9000000"],
  bedrooms: ["2", "4+"],
};

describe("query parameters answer hostile values cleanly", () => {
  it("GET /api/properties", () => checkRead("/api/properties", PROPERTY_FILTERS, PROPERTY_VALUES));

  it("GET /api/properties/count", () =>
    checkRead("/api/properties/count", PROPERTY_FILTERS, PROPERTY_VALUES));

  it("GET /api/properties/pins", () =>
    checkRead("/api/properties/pins", PROPERTY_FILTERS, PROPERTY_VALUES));

  it("GET /api/agents", () =>
    checkRead("/api/agents", ["search", "sort", "limit", "featured"], {
      sort: ["rating", "sales", "reviews", "newest"],
      limit: ["6"],
      featured: ["true"],
    }));

  it("GET /api/blog", () =>
    checkRead("/api/blog", ["category", "search", "sort", "limit"], {
      category: ["all", "Legal"],
      sort: ["newest", "popular"],
    }));

  it("GET /api/student-hostels", () =>
    checkRead(
      "/api/student-hostels",
      [
        "search",
        "university",
        "location",
        "priceRange",
        "roomType",
        "maxDistance",
        "bedSpacesOnly",
        "gender",
      ],
      { priceRange: ["all"], bedSpacesOnly: ["true"] },
    ));

  it("GET /api/admin/listings and /api/admin/agent-registrations (admin)", async () => {
    await checkRead(
      "/api/admin/listings",
      ["status"],
      { status: ["pending", "held"] },
      () => admin,
    );
    await checkRead(
      "/api/admin/agent-registrations",
      ["status"],
      { status: ["pending", "approved"] },
      () => admin,
    );
  });

  it("GET /api/login?returnTo", () =>
    checkRead("/api/login", ["returnTo"], {
      returnTo: ["/properties", "//evil.example", "/\\evil"],
    }));
});

describe("path ids and tokens of the GET endpoints answer hostile values cleanly", () => {
  const paths: [string, (segment: string) => string, () => supertest.Agent][] = [
    ["/api/properties/{id}", (s) => `/api/properties/${s}`, () => app.client()],
    ["/api/properties/{id}/similar", (s) => `/api/properties/${s}/similar`, () => app.client()],
    ["/api/properties/{id}/can-manage", (s) => `/api/properties/${s}/can-manage`, () => user],
    ["/api/blog/{slug}", (s) => `/api/blog/${s}`, () => app.client()],
    [
      "/api/listing-confirmations/{token}",
      (s) => `/api/listing-confirmations/${s}`,
      () => app.client(),
    ],
    ["/api/my-listings/{id}/inquiries", (s) => `/api/my-listings/${s}/inquiries`, () => user],
    ["/api/my-listings/{id}/photos", (s) => `/api/my-listings/${s}/photos`, () => user],
  ];
  it.each(paths)("GET %s", async (_name, url, client) => {
    const before = await snapshotStore(app);
    await fc.assert(
      fc.asyncProperty(hostilePathSegment, async (segment) => {
        expectCleanAnswer(await client().get(url(segment)));
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
    expect(await client().get(url(String(propertyId)))).toBeDefined();
    expect(await snapshotStore(app)).toEqual(before);
  });
});
