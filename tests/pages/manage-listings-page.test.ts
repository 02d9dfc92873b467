import { type BuiltServer, seedsIn, startBuiltServer } from "../support/built-server.js";

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("/manage-listings rendered on the server", () => {
  it("asks a visitor to sign in, stays out of search engines and seeds nothing", async () => {
    const { status, html } = await server.get("/manage-listings");
    expect(status).toBe(200);
    expect(html).toContain("Sign in required");
    expect(html).toContain('href="/login?returnTo=%2Fmanage-listings"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(seedsIn(html)).toEqual({});
  });

  it("invites a signed-in user with no listing to list a property or apply as an agent, from seeded answers", async () => {
    const session = await server.signUp({
      email: "kwame.nonagent@example.com",
      firstName: "Kwame",
      lastName: "Ofori",
    });
    const { status, html } = await server.get("/manage-listings", session);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Manage Listings<\/h1>/);
    // Decision 54: no longer "for verified agents"; an owner may list, an agent may apply.
    expect(html).not.toContain("For verified agents");
    expect(html).toMatch(/<h2[^>]*>No listings yet<\/h2>/);
    expect(html).toContain("Selling or letting a property? List it on Ofie");
    expect(html).toMatch(/<a[^>]*href="\/agent-registration"[^>]*>Become Agent<\/a>/);
    expect(seedsIn(html)).toEqual({
      "/api/my-listings": [],
      "/api/my-listings/pending": [],
      "/api/agents/profile": null,
    });
    expect(html).toMatch(/<title>Manage Listings — Ofie<\/title>/);
  });
});
