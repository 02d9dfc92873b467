import { Client } from "pg";
import type { BuiltApp } from "../support/built-app-process.js";
import type { ServerDatabase } from "../support/postgres-server.js";
import { until } from "../support/until.js";

// The helpers no-secret-in-logs.test.ts drives its mailed-link flows with (sign-up's verify
// link, the password reset, a change of address, an alert's unsubscribe, an agent's application
// and claim), and those that read back what the server and the command wrote.

export const ADMIN_PASSWORD = "faults-test-admin-password"; // startBuiltApp's
const HTTPS = { "x-forwarded-proto": "https" };
export const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const MAILED_LINK =
  /\/(?:verify-email|confirm-email|reset-password|alerts\/unsubscribe|agents\/claim|agent-registration\/verify|listings\/confirm|listings\/availability|viewings\/answer)\/([A-Za-z0-9_-]{43})/g;

export const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

export async function expectStatus(res: Promise<Response>, status: number): Promise<Response> {
  const answered = await res;
  if (answered.status !== status) {
    throw new Error(
      `${answered.url}: ${answered.status} (expected ${status}): ${await answered.text()}`,
    );
  }
  return answered;
}

/**
 * The flows' helpers on the server and database `env()` returns (they are started in
 * beforeAll); every token read from the outbox is added to `issued`.
 */
export function mailedLinkFlows(
  env: () => { app: BuiltApp; database: ServerDatabase },
  issued: Set<string>,
) {
  /** A browser's session: its cookie, behind the https proxy the server trusts. */
  function visitor() {
    let cookie = "";
    return async function call(
      method: string,
      pathname: string,
      body?: Record<string, string | string[]> | FormData,
      form = false,
    ): Promise<Response> {
      const headers: Record<string, string> = { ...HTTPS, ...(cookie ? { cookie } : {}) };
      let payload: string | FormData | undefined;
      if (body instanceof FormData) payload = body;
      else if (body && form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else if (body) {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body);
      }
      const res = await fetch(env().app.baseUrl + pathname, {
        method,
        headers,
        body: payload,
        redirect: "manual",
      });
      const sid = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
      if (sid) cookie = sid;
      return res;
    };
  }
  type Visitor = ReturnType<typeof visitor>;

  async function sql(text: string, params: unknown[] = []) {
    const client = new Client({ connectionString: env().database.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }

  /** The token of the newest link to `path` mailed to `recipient`, read from the outbox. */
  async function mailedToken(recipient: string, path: string): Promise<string> {
    const pattern = new RegExp(`${path}/([A-Za-z0-9_-]{43})`);
    const rows = await sql(
      "SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC",
      [recipient],
    );
    const token = rows.map((row) => pattern.exec(String(row.body))?.[1]).find(Boolean);
    if (!token) throw new Error(`no ${path} link mailed to ${recipient}`);
    issued.add(token);
    return token;
  }

  async function signedUp(call: Visitor, email: string) {
    await expectStatus(
      call("POST", "/api/auth/register", {
        email,
        firstName: "Ama",
        lastName: "Boateng",
        password: "a-long-password",
      }),
      201,
    );
  }

  async function admin(): Promise<Visitor> {
    const call = visitor();
    await expectStatus(call("POST", "/api/admin/login", { password: ADMIN_PASSWORD }), 200);
    return call;
  }

  /** A listing sent on the form, signed out, and approved by the admin: its id. */
  async function publishedListing(fields: Record<string, string>): Promise<number> {
    const listing = new FormData();
    for (const [name, value] of Object.entries(fields)) listing.append(name, value);
    const submitted = await expectStatus(visitor()("POST", "/api/listings", listing), 201);
    const { id } = (await submitted.json()) as { id: number };
    await expectStatus(
      (await admin())("PUT", `/api/admin/listings/${id}/status`, { status: "approved" }),
      200,
    );
    return id;
  }

  /** An agent's application sent on the form, signed out: its id. */
  async function applied(fields: Record<string, string>): Promise<number> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const sent = await expectStatus(visitor()("POST", "/api/agent-registration", form), 201);
    return ((await sent.json()) as { id: number }).id;
  }

  /** Until the outbox holds no mail still to send. */
  function allMailRelayed(): Promise<void> {
    return until(
      "the mail relay has sent every mail",
      async () => {
        const [waiting] = await sql(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
        );
        return waiting?.n === 0;
      },
      60_000,
      500,
    );
  }

  /**
   * Once every mail is relayed (its log lines are part of what is read), the server stopped
   * cleanly: every token mailed added to `issued` (the ones no flow opened too, such as other
   * listings' confirm links), and every non-blank line written, with where it came from.
   */
  async function linesWritten(written: { stdout: string; stderr: string }, command: string) {
    await allMailRelayed();
    await env().app.process.stop();
    for (const { body } of await sql("SELECT body FROM mail_outbox")) {
      for (const [, token] of String(body).matchAll(MAILED_LINK)) if (token) issued.add(token);
    }
    return [
      ...written.stdout.split("\n").map((text) => ({ stream: "server stdout", text })),
      ...written.stderr.split("\n").map((text) => ({ stream: "server stderr", text })),
      ...command.split("\n").map((text) => ({ stream: "expire-listings", text })),
    ].filter((line) => line.text.trim() !== "");
  }

  /** A new account, signed in, whose address its mailed link has proved: its session and address. */
  async function provedVisitor(name: string) {
    const email = `${name}.logs.${unique()}@example.com`;
    const call = visitor();
    await signedUp(call, email);
    const verify = await mailedToken(email, "/verify-email");
    await expectStatus(call("POST", `/api/auth/verify-email/${verify}`, {}), 200);
    return { call, email };
  }

  /** A seeded agent's listing on offer, with the address its lister's mail goes to. */
  async function agentsListingOnOffer(): Promise<{ id: number; email: string }> {
    const [listing] = await sql(
      `SELECT p.id, a.email FROM properties p JOIN agents a ON a.id = p.agent_id
        WHERE p.published AND p.status = 'available' AND a.email <> ''
          AND (p.unconfirmed_from IS NULL OR p.unconfirmed_from > now())
        ORDER BY p.id LIMIT 1`,
    );
    if (!listing) throw new Error("the seed has an agent's listing on offer");
    return { id: Number(listing.id), email: String(listing.email) };
  }

  return {
    visitor,
    sql,
    mailedToken,
    signedUp,
    provedVisitor,
    agentsListingOnOffer,
    admin,
    publishedListing,
    applied,
    allMailRelayed,
    linesWritten,
  };
}
