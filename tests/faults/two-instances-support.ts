import { randomBytes } from "node:crypto";

/** The password of every account the two-machine test registers. */
export const PASSWORD = "a-long-password-for-two";

export const sessionCookie = (res: Response) =>
  /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";

/** A new account, registered through the proxy (https, as it says): its id and session cookie. */
export async function newUserThrough(proxyUrl: string, label: string) {
  const email = `${label}-${randomBytes(3).toString("hex")}@example.com`;
  const res = await fetch(`${proxyUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, firstName: "Efua", lastName: "Mensah", password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const headers = { cookie: sessionCookie(res) };
  const me = await fetch(`${proxyUrl}/api/auth/user`, { headers });
  expect(me.status).toBe(200);
  return { email, headers, id: ((await me.json()) as { id: number }).id };
}
