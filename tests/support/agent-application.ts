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

/**
 * Sends an agent application as the public form does (multipart) to a running server; for page
 * and browser tests. It is sent signed in (a new account unless `cookie` names one), so it
 * reaches the admin at once (decision 43); each gets its own phone number, since an approval is
 * refused when the phone is an existing agent's.
 */
export async function postAgentApplication(
  baseUrl: string,
  fields: { name: string; email: string; company: string } & Record<string, string>,
  cookie?: string,
): Promise<void> {
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
}
