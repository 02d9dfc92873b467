/** Sends an agent application as the public form does (multipart) to a running server; for page and browser tests. */
export async function postAgentApplication(
  baseUrl: string,
  fields: { name: string; email: string; company: string } & Record<string, string>,
): Promise<void> {
  const form = new FormData();
  const all = {
    phone: "024 555 0101",
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
    headers: { "x-forwarded-proto": "https" },
    body: form,
  });
  if (res.status !== 201) throw new Error(`the application was refused: ${res.status}`);
}
