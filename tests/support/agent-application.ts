const HTTPS = { "x-forwarded-proto": "https" };
let sequence = 0;

/** A new account's session cookie on a running server (POST /api/auth/register). */
async function newAccount(baseUrl: string): Promise<string> {
  sequence += 1;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: JSON.stringify({
      email: `applicant.${process.pid}.${sequence}.${Date.now()}@example.com`,
      password: "a-long-password",
      firstName: "Kwame",
      lastName: "Applicant",
    }),
  });
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie;
}

/** A running server and its outbox's mails, links whole (BuiltServer has both). */
export interface ServerWithOutbox {
  baseUrl: string;
  outboxWithText(): Promise<{ to: string; text: string }[]>;
}

/**
 * Presses the newest link to send an application for review mailed to `email`, as its page's
 * button does: an application whose address is not its account's proved own reaches the admin
 * only now (decision 85).
 */
export async function pressApplicationLinkOn(
  server: ServerWithOutbox,
  email: string,
): Promise<void> {
  const pattern = /\/agent-registration\/verify\/([\w-]{43})/;
  const token = (await server.outboxWithText())
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .map((mail) => pattern.exec(mail.text)?.[1])
    .filter((found): found is string => found !== undefined)
    .at(-1);
  if (!token) throw new Error(`no application link mailed to ${email}`);
  const res = await fetch(`${server.baseUrl}/api/agent-registration/verify/${token}`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: "{}",
  });
  if (res.status !== 200) throw new Error(`the application link was refused: ${res.status}`);
}

/**
 * Sends an agent application as the public form does (multipart) to a running server, and sees it
 * to the admin; for page and browser tests. It is sent signed in (a new account unless `cookie`
 * names one); its address is not that account's proved own, so the link mailed there is pressed
 * (decision 85). Each gets its own phone number, since an approval is refused when the phone is
 * an existing agent's.
 */
export async function postAgentApplication(
  server: ServerWithOutbox,
  fields: { name: string; email: string; company: string } & Record<string, string>,
  cookie?: string,
): Promise<void> {
  const { baseUrl } = server;
  const session = cookie ?? (await newAccount(baseUrl));
  const form = new FormData();
  const all = {
    phone: `055 ${String(Date.now() + sequence).slice(-7)}`,
    yearsExperience: "6",
    specialization: "Residential Properties",
    location: "Ashanti",
    bio: "Six years letting and selling family homes in Ahodwo, Nhyiaeso and Danyame in Kumasi.",
    languages: "English, Twi",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  // Production cookies are Secure, so the server expects its https proxy's header.
  const res = await fetch(`${baseUrl}/api/agent-registration`, {
    method: "POST",
    headers: { ...HTTPS, cookie: session },
    body: form,
  });
  if (res.status !== 201) throw new Error(`the application was refused: ${res.status}`);
  const sent = (await res.json()) as { confirmedAt: string | null };
  if (sent.confirmedAt === null) await pressApplicationLinkOn(server, fields.email);
}
