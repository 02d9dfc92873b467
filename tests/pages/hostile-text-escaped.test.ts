import fc from "fast-check";
import { postAgentApplication } from "../support/agent-application.js";
import { type BuiltServer } from "../support/built-server.js";
import { HTML_FRAGMENTS } from "../support/hostile-values.js";
import { aPng } from "../support/media.js";
import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Issue 7: text an owner or applicant stores with markup in it is shown as text on the server-
// rendered page: escaped in the HTML, never a live element, and never closing a <script> (the
// JSON-LD, the page data) that it is written into.

let server: BuiltServer;
let admin: Record<string, string>;
let png: Buffer;
beforeAll(async () => {
  server = await sharedBuiltServer();
  const res = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("the admin login set no session cookie");
  admin = { "x-forwarded-proto": "https", cookie };
  png = await aPng("#7d3c98");
}, 90_000);
afterAll(async () => {
  await server?.release();
});

/** Markup an attacker would like to see run, wrapped in ordinary words. */
const markup = fc
  .tuple(
    fc.constantFrom(...HTML_FRAGMENTS.filter((f) => f.includes("<"))),
    fc.constantFrom("Flat", "Ahodwo", "Kwame"),
  )
  .map(([bad, word]) => `${word} ${bad} ${word}`);

/** Every way the text could appear raw: as sent, and with only its quotes or slashes escaped. */
function expectOnlyEscaped(html: string, text: string) {
  // The words before the markup through its first tag, e.g. "Flat </script>": our own markup never
  // follows them, so finding them raw (or JSON-escaped, in a <script>) means the text became markup.
  const tag = text.slice(0, text.indexOf(">", text.indexOf("<")) + 1) || text;
  expect(html).not.toContain(tag);
  expect(html).not.toContain(tag.replaceAll('"', '\\"'));
  expect(html).not.toContain(tag.replaceAll("/", "\\/"));
  expect(html).toContain(escapeHtml(text));
}

describe("stored text with markup is rendered escaped", () => {
  it("a listing's title and description on /properties/{id}", async () => {
    await fc.assert(
      fc.asyncProperty(markup, markup, async (title, description) => {
        const form = new FormData();
        const fields = {
          title,
          description: `${description} — a walled two-bedroom flat with a borehole.`,
          price: "GH₵ 4,500",
          location: "Ahodwo, Kumasi",
          propertyType: "apartment",
          listingType: "rent",
          rentPeriod: "month",
          bedrooms: "2",
          bathrooms: "2",
          contactName: "Yaa Asantewaa",
          contactEmail: "yaa@example.com",
        };
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "front.png");
        const sent = await fetch(`${server.baseUrl}/api/listings`, {
          method: "POST",
          headers: { "x-forwarded-proto": "https" },
          body: form,
        });
        expect(sent.status).toBe(201);
        const { id } = (await sent.json()) as { id: number };
        const approved = await server.send(
          "PUT",
          `/api/admin/listings/${id}/status`,
          { status: "approved" },
          admin,
        );
        expect(approved.status).toBe(200);
        const { propertyId } = (await approved.json()) as { propertyId: number };
        const { status, html } = await server.get(`/properties/${propertyId}`);
        expect(status).toBe(200);
        expectOnlyEscaped(html, title);
        expectOnlyEscaped(html, fields.description);
      }),
      { numRuns: 4 },
    );
  });

  it("an approved agent's name and bio on /agents", async () => {
    await fc.assert(
      fc.asyncProperty(markup, markup, async (name, bio) => {
        const email = `agent.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
        const fullBio = `${bio}: six years letting family homes in Ahodwo and Nhyiaeso, Kumasi.`;
        await postAgentApplication(server, {
          name,
          email,
          company: "Adinkra Realty",
          bio: fullBio,
        });
        const list = await (
          await server.send("GET", "/api/admin/agent-registrations", undefined, admin)
        ).json();
        const application = (list as { id: number; email: string }[]).find(
          (a) => a.email === email,
        );
        const decided = await server.send(
          "PUT",
          `/api/admin/agent-registrations/${application?.id}/status`,
          { status: "approved" },
          admin,
        );
        expect(decided.status).toBe(200);
        const { html } = await server.get(`/agents?search=${encodeURIComponent("Kwame")}`);
        const { html: all } = await server.get("/agents");
        expectOnlyEscaped(html + all, name);
      }),
      { numRuns: 3 },
    );
  });
});
