import { aNewUser } from "../support/builders.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

// Decision 39: X-Forwarded-* count only from a TRUST_PROXY peer. Both apps run in production,
// where the headers used to be believed from anyone; supertest connects from 127.0.0.1.
let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    startTestApp({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    startTestApp({ NODE_ENV: "production", LOG_LEVEL: "silent", ...BEHIND_LOCAL_PROXY }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), behindProxy?.close()]));

const ADMIN = "/api/admin/login";

/** Admin login tries, one after another, each with its own X-Forwarded-For; their statuses. */
async function adminTries(app: TestApp, forwardedFor: string[], password = "wrong") {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const res = await app.client().post(ADMIN).set("x-forwarded-for", address).send({ password });
    statuses.push(res.status);
  }
  return statuses;
}

describe("a client that talks to the app directly", () => {
  it("gets no fresh admin-login allowance from a made-up X-Forwarded-For on each try", async () => {
    const madeUp = Array.from({ length: 12 }, (_, i) => `154.160.7.${i}`);
    expect(await adminTries(direct, madeUp)).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ]);
  });

  it("does not make its session cookie Secure, nor get HSTS, by saying X-Forwarded-Proto: https", async () => {
    await direct.application.database.catalogueChanges.ready();
    for (let i = 0; i < 2; i += 1) {
      const read = await direct
        .client()
        .get("/api/properties?limit=1")
        .set("x-forwarded-proto", "https")
        .expect(200);
      expect(read.headers["strict-transport-security"]).toBeUndefined();
      // The second is a read cache hit, answered before Koa, which reads the header itself.
      expect(read.headers["x-cache"]).toBe(i === 0 ? "miss" : "hit");
    }
    const res = await direct
      .client()
      .post("/api/auth/register")
      .set("x-forwarded-proto", "https")
      .send(aNewUser())
      .expect(201);
    expect(String(res.headers["set-cookie"])).toMatch(/ofie\.sid=/);
    expect(String(res.headers["set-cookie"])).not.toMatch(/secure/i);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("clients behind a trusted proxy", () => {
  it("are counted by the address the proxy added: apart, and whatever they write to its left", async () => {
    // 5 wrong tries lock 154.160.1.20 out; choosing a left part of its own does not get it back in.
    const spoofed = ["10.9.8.1", "10.9.8.2", "154.160.1.21"].map((left) => `${left}, 154.160.1.20`);
    expect(await adminTries(behindProxy, Array(5).fill("154.160.1.20"))).toEqual(
      Array(5).fill(401),
    );
    expect(await adminTries(behindProxy, spoofed, "test-admin-password")).toEqual([429, 429, 429]);
    // Its neighbour behind the same proxy, whose address it named above, is not locked out.
    expect(await adminTries(behindProxy, ["154.160.1.21"], "test-admin-password")).toEqual([200]);
  });
});
