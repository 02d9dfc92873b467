import { escapeHtml, seedsIn } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

const server = sharedBuiltServerForFile();

describe("/profile rendered on the server", () => {
  it("shows a signed-in user their details, 'Standard User' and the three tabs", async () => {
    const session = await server.signUp({
      email: "adwoa.owusu@example.com",
      firstName: "Adwoa",
      lastName: "O'Neil-Owusu",
    });
    const { status, html } = await server.get("/profile", session);
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<h1[^>]*>${escapeHtml("Adwoa O'Neil-Owusu").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`,
      ),
    );
    expect(html).toContain("adwoa.owusu@example.com");
    expect(html).toContain("Standard User");
    expect(html).toMatch(/Welcome, (<!-- -->)?Adwoa/);
    for (const tab of ["Profile", "Preferences", "Activity"])
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    expect(html).toMatch(
      /<a[^>]*href="\/profile"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/profile"/,
    );
    expect(html).not.toContain("Sign in required");
    expect(html).toMatch(/<title>My profile — Ofie<\/title>/);
  });

  it("seeds the user's inquiries, favourites and agent status as the API answers them", async () => {
    const session = await server.signUp({
      email: "yaw.darko@example.com",
      firstName: "Yaw",
      lastName: "Darko",
    });
    const [property] = (await (await fetch(`${server.baseUrl}/api/properties?limit=1`)).json()) as {
      id: number;
      title: string;
    }[];
    const inquiry = await server.send(
      "POST",
      "/api/inquiries",
      {
        name: "Yaw Darko",
        email: "yaw.darko@example.com",
        message: "Could I view it on Saturday morning?",
        propertyId: property.id,
      },
      session,
    );
    expect(inquiry.status).toBe(201);
    const saved = await server.send("POST", "/api/favorites", { propertyId: property.id }, session);
    expect(saved.status).toBe(201);

    const { html } = await server.get("/profile", session);
    const seeds = seedsIn(html);
    const api = async (path: string) =>
      (await fetch(`${server.baseUrl}${path}`, { headers: session })).json();
    expect(seeds["/api/inquiries"]).toEqual(await api("/api/inquiries"));
    expect(seeds["/api/favorites"]).toEqual(await api("/api/favorites"));
    expect(seeds["/api/agents/profile"]).toBeNull();
    const activity = html.slice(html.indexOf("My Inquiries (1)"));
    expect(activity).toContain(`href="/properties/${property.id}"`);
    expect(activity).toContain(">pending</span>");
    expect(activity).toContain("Saved Properties (1)");
    expect(html).toContain("Become Agent");
  });

  it("asks a signed-out visitor to sign in, with 200 and a link back", async () => {
    const { status, html } = await server.get("/profile");
    expect(status).toBe(200);
    expect(html).toContain("Sign in required");
    expect(html).toContain('href="/login?returnTo=%2Fprofile"');
    expect(html).not.toContain("Personal Information");
    expect(seedsIn(html)).toEqual({});
  });
});
