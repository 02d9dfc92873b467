import { type BuiltServer, startBuiltServer } from "../support/built-server.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { aPng } from "../support/media.js";
import { seedsIn } from "../support/page-html.js";
import { type S3Server, startS3Server, TEST_BUCKET } from "../support/s3-server.js";

let server: BuiltServer;
let s3: S3Server;
let photosUrl: string;

// The production build on object storage, photos shown from its public address (decision 58).
beforeAll(async () => {
  s3 = await startS3Server();
  photosUrl = `${s3.endpoint}/${TEST_BUCKET}`;
  server = await startBuiltServer({ env: { ...s3.env, S3_PUBLIC_URL: photosUrl } });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await s3?.close();
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
      "/api/my-listings/relistings": [],
      "/api/viewings": { asVisitor: [], asLister: [] },
      "/api/agents/profile": null,
    });
    expect(html).toMatch(/<title>Manage Listings — Ofie<\/title>/);
  });

  it("shows a pending listing's photo from S3_PUBLIC_URL, in the seeds and the srcset", async () => {
    const session = await server.signUp({
      email: "yaa.photos@example.com",
      firstName: "Yaa",
      lastName: "Asantewaa",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(AHODWO_LISTING)) form.append(name, value);
    form.append(
      "images",
      new Blob([new Uint8Array(await aPng("#2e86c1"))], { type: "image/png" }),
      "a.png",
    );
    const sent = await fetch(`${server.baseUrl}/api/listings`, {
      method: "POST",
      headers: session,
      body: form,
    });
    expect(sent.status).toBe(201);
    const [photo] = ((await sent.json()) as { images: string[] }).images;
    const stem = new RegExp(`^${photosUrl}/uploads/([a-f0-9]{32})-320\\.webp$`).exec(photo ?? "");
    expect(stem).not.toBeNull();

    const { html } = await server.get("/manage-listings", session);
    const pending = seedsIn(html)["/api/my-listings/pending"] as { images: string[] }[];
    expect(pending.map((l) => l.images)).toEqual([[photo]]);
    expect(html).toContain(`srcSet="${photo} 320w"`);
    // The server's photo worker puts the size where visitors fetch it.
    const key = `uploads/${stem?.[1]}-320.webp`;
    for (let waited = 0; !(await s3.head(key)) && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await fetch(photo as string)).headers.get("content-type")).toBe("image/webp");
  });
});
