import { postAgentApplication } from "../../support/agent-application.js";
import type { BuiltServer } from "../../support/built-server.js";

// startBuiltServer's admin password; production cookies need the proxy's https header.
const ADMIN_PASSWORD = "ssr-test-admin-password";
const HTTPS = { "x-forwarded-proto": "https" };

/** An admin session on the server, for a set-up's decisions (the admin UI is another journey's). */
export async function adminHeaders(server: BuiltServer): Promise<Record<string, string>> {
  const login = await server.send("POST", "/api/admin/login", { password: ADMIN_PASSWORD });
  const cookie = /ofie\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (login.status !== 200 || !cookie) throw new Error(`admin login failed: ${login.status}`);
  return { ...HTTPS, cookie };
}

export async function json<T>(server: BuiltServer, path: string, headers: Record<string, string>) {
  const { status, html } = await server.get(path, headers);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  return JSON.parse(html) as T;
}

/** Approves the pending item whose field matches, as the admin's button would. */
export async function approve(
  server: BuiltServer,
  admin: Record<string, string>,
  list: string,
  decide: string,
  match: (item: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const item = (await json<Record<string, unknown>[]>(server, list, admin)).find(match);
  if (!item) throw new Error(`nothing to approve in ${list}`);
  const res = await server.send(
    "PUT",
    `${decide}/${item.id}/status`,
    { status: "approved" },
    admin,
  );
  if (res.status !== 200) throw new Error(`approving ${decide}/${item.id} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Lists a property signed in and has the admin approve it; the new property's id. */
export async function approvedListing(
  server: BuiltServer,
  session: Record<string, string>,
  fields: Record<string, string>,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${server.baseUrl}/api/listings`, {
    method: "POST",
    headers: session,
    body: form,
  });
  if (res.status !== 201) throw new Error(`the listing was refused: ${res.status}`);
  const decided = await approve(
    server,
    await adminHeaders(server),
    "/api/admin/listings?status=pending",
    "/api/admin/listings",
    (s) => s.title === fields.title,
  );
  return decided.propertyId as number;
}

/**
 * An account with an approved agent profile (its application made signed in, decision 43); the
 * headers that carry its session.
 */
export async function approvedAgent(
  server: BuiltServer,
  agent: { email: string; firstName: string; lastName: string; company: string },
): Promise<Record<string, string>> {
  const { company, ...account } = agent;
  const session = await server.signUp(account);
  await postAgentApplication(
    server,
    { name: `${agent.firstName} ${agent.lastName}`, email: agent.email, company },
    session.cookie,
  );
  await approve(
    server,
    await adminHeaders(server),
    "/api/admin/agent-registrations",
    "/api/admin/agent-registrations",
    (a) => a.email === agent.email,
  );
  return session;
}
