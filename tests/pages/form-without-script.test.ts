import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

// A page's form sent by the browser itself (its script did not run: JavaScript off): the
// contact form posts its fields, urlencoded, to its own page's address, as a browser would.
const server = sharedBuiltServerForFile();

const TYPED = "Kofi's message, typed before the scripts ran";

function post(pathname: string, contentType: string, body: string) {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      origin: server.baseUrl,
      "sec-fetch-site": "same-origin",
    },
    body,
  });
}

describe("a page's form posted without its script", () => {
  it("is told why and how to go on, in a page, with nothing it typed echoed or kept", async () => {
    const fields = new URLSearchParams({ name: "Kofi Mensah", message: TYPED });
    const res = await post("/contact", "application/x-www-form-urlencoded", fields.toString());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>This form needs JavaScript</h1>");
    expect(html).toContain("nothing you typed was saved or sent on");
    // The form's own page again, by GET.
    expect(html).toContain('<a href="">Back to the form</a>');
    expect(html).not.toContain("Kofi");
    const mails = await server.outbox();
    expect(mails.some((mail) => JSON.stringify(mail).includes(TYPED))).toBe(false);
  });

  it("a multipart post is answered the same way", async () => {
    const form = new FormData();
    form.set("message", TYPED);
    const res = await fetch(`${server.baseUrl}/contact`, {
      method: "POST",
      headers: { origin: server.baseUrl, "sec-fetch-site": "same-origin" },
      body: form,
    });
    expect(res.status).toBe(405);
    expect(await res.text()).toContain("This form needs JavaScript");
  });

  it("leaves other posts as they were: JSON to a page is not found, the API answers in JSON", async () => {
    const json = await post("/contact", "application/json", JSON.stringify({ message: TYPED }));
    expect(json.status).toBe(404);
    const api = await post("/api/no-such-thing", "application/x-www-form-urlencoded", "a=1");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Not Found" });
  });
});
