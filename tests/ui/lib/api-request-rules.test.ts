import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, apiRequest, getJson, isUnauthorizedError } from "#web/ui/lib/api.js";

// Spec §7/§8 request rules, against a real HTTP server: the requests go over the wire as sent.
interface Seen {
  method: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? "", contentType: req.headers["content-type"], body });
    switch (req.url) {
      case "/fails-with-body":
        res.writeHead(500, { "content-type": "text/plain" }).end("database unavailable");
        return;
      case "/fails-empty":
        res.writeHead(404).end();
        return;
      case "/fails-json":
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ errors: { email: ["Invalid email"] } }));
        return;
      case "/unauthorised":
        res
          .writeHead(401, { "content-type": "application/json" })
          .end(JSON.stringify({ message: "Unauthorized" }));
        return;
      default:
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: 1 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

afterEach(() => jest.restoreAllMocks());

async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("a failed answer", () => {
  it("raises 'STATUS: body'", async () => {
    const error = await failure(apiRequest("POST", `${base}/fails-with-body`, { a: 1 }));
    expect(error.message).toBe("500: database unavailable");
    expect(error.status).toBe(500);
    expect((await failure(getJson(`${base}/fails-with-body`))).message).toBe(
      "500: database unavailable",
    );
  });

  it("raises 'STATUS: statusText' when the body is empty", async () => {
    expect((await failure(apiRequest("GET", `${base}/fails-empty`))).message).toBe(
      "404: Not Found",
    );
    expect((await failure(getJson(`${base}/fails-empty`))).message).toBe("404: Not Found");
  });

  it("keeps a JSON body parsed, and a 401 reads as unauthorised", async () => {
    const invalid = await failure(apiRequest("POST", `${base}/fails-json`, {}));
    expect(invalid.message).toBe('400: {"errors":{"email":["Invalid email"]}}');
    expect(invalid.body).toEqual({ errors: { email: ["Invalid email"] } });
    const denied = await failure(getJson(`${base}/unauthorised`));
    expect(denied.message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(denied)).toBe(true);
    expect(isUnauthorizedError(invalid)).toBe(false);
  });
});

describe("what a request sends", () => {
  it("a JSON content-type only when there is a body", async () => {
    await apiRequest("POST", `${base}/ok`, { email: "ama@example.com" });
    await apiRequest("DELETE", `${base}/ok`);
    await apiRequest("POST", `${base}/ok`);
    await apiRequest("PUT", `${base}/ok`, null);
    await getJson(`${base}/ok`);
    expect(seen).toEqual([
      { method: "POST", contentType: "application/json", body: '{"email":"ama@example.com"}' },
      { method: "DELETE", contentType: undefined, body: "" },
      { method: "POST", contentType: undefined, body: "" },
      { method: "PUT", contentType: "application/json", body: "null" },
      { method: "GET", contentType: undefined, body: "" },
    ]);
  });

  it("a form goes as multipart, never labelled JSON", async () => {
    const form = new FormData();
    form.append("name", "Kwame Boateng");
    await apiRequest("POST", `${base}/ok`, form);
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain("Kwame Boateng");
  });

  it("always asks for the cookies to be sent", async () => {
    // A spy, not a stand-in: every call still reaches the server above.
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await apiRequest("POST", `${base}/ok`, { a: 1 });
    await apiRequest("DELETE", `${base}/ok`);
    await getJson(`${base}/ok`);
    await apiRequest("GET", `${base}/fails-empty`).catch(() => undefined);
    expect(seen).toHaveLength(4);
    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual([
      "include",
      "include",
      "include",
      "include",
    ]);
  });
});
