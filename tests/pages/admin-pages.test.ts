import { postAgentApplication } from "../support/agent-application.js";
import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

const server = sharedBuiltServerForFile();

const HTTPS = { "x-forwarded-proto": "https" };
const APPLICANT = "Efua Asante-Mensah";

async function adminSession(): Promise<Record<string, string>> {
  const res = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  expect(res.status).toBe(200);
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("the admin login set no session cookie");
  return { ...HTTPS, cookie };
}

describe("admin pages rendered on the server", () => {
  it("/admin/login renders the password form, titled and kept out of search engines", async () => {
    const { status, html } = await server.get("/admin/login");
    expect(status).toBe(200);
    expect(html).toContain("<title>Admin login — Ofie</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<label[^>]*for="admin-password"[^>]*>Admin password<\/label>/);
    expect(html).toMatch(/<input[^>]*id="admin-password"[^>]*type="password"/);
    expect(html).toContain(">Access Admin Dashboard</button>");
  });

  it("/admin shows a visitor 'Access Denied' with 'Go to Login', and no admin data", async () => {
    const { status, html } = await server.get("/admin");
    expect(status).toBe(200);
    expect(html).toContain("<title>Admin Dashboard — Ofie</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain("Access Denied");
    expect(html).toMatch(/<a[^>]*href="\/admin\/login"[^>]*>Go to Login<\/a>/);
    expect(html).not.toContain("Total Users");
    expect(html).not.toContain("/api/admin/stats");
  });

  it("a signed-in user who is not the admin is denied too", async () => {
    const user = await server.signUp({
      email: "not.admin@example.com",
      firstName: "Kofi",
      lastName: "Ntim",
    });
    const { html } = await server.get("/admin", user);
    expect(html).toContain("Access Denied");
    expect(html).not.toContain("Total Users");
  });

  it("/admin after the admin login shows the stat cards and the seeded data; after logout the wall is back", async () => {
    await server.signUp({
      email: "kwesi.admin-view@example.com",
      firstName: "Kwesi",
      lastName: "Appiah",
    });
    await postAgentApplication(server, {
      name: APPLICANT,
      email: "efua.asante@example.com",
      company: "Kente Court Realty",
    });
    const admin = await adminSession();

    const { status, html } = await server.get("/admin", admin);
    expect(status).toBe(200);
    expect(html).not.toContain("Access Denied");
    for (const card of ["Total Users", "Total Properties", "Total Inquiries", "Monthly Revenue"]) {
      expect(html).toContain(`>${card}</dt>`);
    }
    expect(html).toContain(">GH₵0</dd>");
    for (const tab of ["Overview", "Leads", "Properties", "Users", "Agent Applications"]) {
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    }
    // Rendered markup, not only the serialised seeds: the users list and the application card.
    expect(html).toMatch(/>Kwesi Appiah<\/p>/);
    expect(html).toMatch(/>kwesi\.admin-view@example\.com<\/p>/);
    expect(html).toContain(`>${escapeHtml(APPLICANT)}</h3>`);
    expect(html).toContain(">Kente Court Realty</dd>");
    expect(html).toMatch(/<button[^>]*>Approve<span class="sr-only"> /);
    expect(html).toContain(">Logout</button>");
    // The review queue is sent with the seeded submission held for its copied photo (decision 14).
    expect(html).toContain("Plot for Sale at East Legon Hills, Accra");
    expect(html).toContain(`>${escapeHtml("Held: photo matches another agent's listing")}</p>`);
    expect(html).toMatch(
      /<img [^>]*alt="As listed in [^"]*"[^>]*src="\/images\/seed\/properties\/p-3-1-320\.webp"/,
    );

    // A decision shows in the audit log of the server's HTML, with who took it.
    expect(html).toMatch(/<h2[^>]*>Audit log<\/h2>/);
    const [pending] = JSON.parse(
      (await server.get("/api/admin/agent-registrations?status=pending", admin)).html,
    ) as { id: number }[];
    const decided = await server.send(
      "PUT",
      `/api/admin/agent-registrations/${pending?.id}/status`,
      { status: "rejected", reason: "We could not verify your licence number." },
      admin,
    );
    expect(decided.status).toBe(200);
    const logged = (await server.get("/admin", admin)).html;
    expect(logged).toContain(`>Rejected agent application · Application #${pending?.id}</p>`);
    expect(logged).toMatch(/admin#[0-9a-f]{8}<!-- --> · <time dateTime="[^"]+">[^<]+ UTC<\/time>/);

    const logout = await server.send("POST", "/api/admin/logout", {}, admin);
    expect(logout.status).toBe(200);
    const after = await server.get("/admin", admin);
    expect(after.html).toContain("Access Denied");
    expect(after.html).not.toContain(escapeHtml(APPLICANT));
  });
});
