/**
 * A listing as an owner sends it from a phone (issue 17): the form's fields and the camera's
 * photos, posted to /api/listings, approved by the admin, and waited on until its photo sizes
 * exist. Over plain fetch, so it works against any server: a test's, the bench's, or a build of
 * the code from before the photo pipeline (whose photos are served at once, as sent).
 */

// The production server trusts this only from a TRUST_PROXY peer (the tests' servers); from
// anyone else it is ignored and the session cookie is simply not Secure.
const HTTPS = { "x-forwarded-proto": "https" };

export const PHONE_LISTING_TITLE = "Three-bedroom house at Tanoso (phone photos)";

const FIELDS = {
  title: PHONE_LISTING_TITLE,
  price: "GH₵ 380,000",
  description: "A three-bedroom bungalow with a porch, a mango tree and a new roof.",
  location: "Tanoso, Kumasi",
  propertyType: "house",
  contactName: "Abena Owusu",
  contactEmail: "abena.owusu@example.com",
};

/** Posts, approves and waits; returns the new property's id. Photos are JPEG files' bytes. */
export async function createPhoneListing(
  baseUrl: string,
  adminPassword: string,
  photos: Buffer[],
  title = PHONE_LISTING_TITLE,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, title })) form.append(name, value);
  photos.forEach((photo, i) => {
    form.append(
      "images",
      new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
      `IMG_${2041 + i}.jpg`,
    );
  });
  const posted = await fetch(`${baseUrl}/api/listings`, {
    method: "POST",
    headers: HTTPS,
    body: form,
  });
  const submission = (await answer(posted, "POST /api/listings", 201)) as {
    id: number;
    images: string[];
  };

  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: JSON.stringify({ password: adminPassword }),
  });
  await answer(login, "POST /api/admin/login", 200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const decided = await fetch(`${baseUrl}/api/admin/listings/${submission.id}/status`, {
    method: "PUT",
    headers: { ...HTTPS, cookie, "content-type": "application/json" },
    body: JSON.stringify({ status: "approved" }),
  });
  const { propertyId } = (await answer(decided, "approving the listing", 200)) as {
    propertyId: number;
  };
  for (const url of submission.images) await sizesMade(baseUrl, url);
  return propertyId;
}

async function answer(res: Response, what: string, expected: number): Promise<unknown> {
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${what} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Until the server's photo worker has made a photo's sizes, each is a tiny placeholder sent with
 * `no-store`; the smallest is made with the rest. A URL that is no pipeline size (the code
 * before issue 17) is the file itself: there is nothing to wait for.
 */
async function sizesMade(baseUrl: string, url: string, timeoutMs = 120_000): Promise<void> {
  const stem = /^(.*)-(?:320|640|1024|1600)\.webp$/.exec(url)?.[1];
  if (!stem) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}${stem}-320.webp`);
    await res.arrayBuffer();
    if (res.ok && res.headers.get("cache-control") !== "no-store") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sizes of ${url} were not made within ${timeoutMs / 1000} s`);
}
