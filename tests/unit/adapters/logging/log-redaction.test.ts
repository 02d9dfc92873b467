import { fileURLToPath } from "node:url";
import { apiRouters } from "../../../../src/adapters/http/routers/index.js";
import { learnSecretRoutes, pageRoutesIn } from "../../../../src/adapters/http/secret-routes.js";
import { createLogger, redactLogLine } from "../../../../src/adapters/logging/logger.js";
import { SecretPaths, secretPaths } from "../../../../src/adapters/logging/secret-paths.js";
import type { Services } from "../../../../src/container/services.js";

// Decision 75: a mailed link's token never reaches a log line, whichever route carries it.

const anything = new Proxy({}, { get: () => anything }) as unknown as Services;
const pagesDir = fileURLToPath(new URL("../../../../web/pages", import.meta.url));
const TOKEN = "Qm9uZ28tdG9rZW4tZm9yLWEtdGVzdC1vZi10aGUtbG9n"; // 43 base64url characters

/** Every route the app answers that takes a token, as the routers and pages write them. */
const apiTokenRoutes = [
  ...new Set(apiRouters(anything).flatMap((router) => router.stack.map((layer) => layer.path))),
].filter((route): route is string => typeof route === "string" && /\/:token\b/.test(route));
const pageTokenRoutes = pageRoutesIn(pagesDir).filter((route) => route.includes("@token"));

beforeAll(() => learnSecretRoutes(anything, undefined as never, pagesDir));

it("finds the token routes the issue names, among others", () => {
  expect(pageTokenRoutes).toEqual(
    expect.arrayContaining([
      "/reset-password/@token",
      "/verify-email/@token",
      "/alerts/unsubscribe/@token",
      "/agents/claim/@token",
      "/listings/confirm/@token",
    ]),
  );
  expect(apiTokenRoutes).toEqual(
    expect.arrayContaining(["/api/listing-confirmations/:token", "/api/agent-claims/:token"]),
  );
  expect(secretPaths.known()).toEqual([...apiTokenRoutes, ...pageTokenRoutes].sort());
});

describe.each([...apiTokenRoutes, ...pageTokenRoutes])("%s", (route) => {
  const url = route.replace(/[:@]token/, TOKEN);
  const redacted = route.replace(/[:@]token/, "[redacted]");

  it("is redacted as a path, with its query, in a full URL and inside a sentence", () => {
    expect(secretPaths.redact(url)).toBe(redacted);
    expect(secretPaths.redact(`${url}?status=sent`)).toBe(`${redacted}?status=sent`);
    expect(secretPaths.redact(`https://ofie.example${url}#top`)).toBe(
      `https://ofie.example${redacted}#top`,
    );
    expect(secretPaths.redact(`Open this link:\n${url}\nwithin a day.`)).toBe(
      `Open this link:\n${redacted}\nwithin a day.`,
    );
  });

  it("is redacted inside a query value, its slashes encoded (a sign-in's returnTo)", () => {
    const encoded = encodeURIComponent(url);
    expect(secretPaths.redact(`/login?returnTo=${encoded}&x=1`)).toBe(
      `/login?returnTo=${encodeURIComponent(redacted).replace("%5Bredacted%5D", "[redacted]")}&x=1`,
    );
  });

  it("is redacted in whichever field of a JSON log line holds it", () => {
    const line = JSON.stringify({ level: 50, url, err: { stack: `Error at ${url}` } });
    expect(redactLogLine(line)).not.toContain(TOKEN);
    expect(JSON.parse(redactLogLine(line))).toMatchObject({ url: redacted });
  });
});

it("leaves the rest of a path alone", () => {
  expect(secretPaths.redact("/properties/12?page=2")).toBe("/properties/12?page=2");
  expect(secretPaths.redact("/reset-password")).toBe("/reset-password");
  expect(secretPaths.redact("/api/auth/password-reset")).toBe("/api/auth/password-reset");
});

it.each(["token", "code", "key", "signature", "TOKEN"])(
  "redacts the query parameter %s",
  (name) => {
    expect(secretPaths.redact(`/anything?page=2&${name}=${TOKEN}&x=1`)).toBe(
      `/anything?page=2&${name}=[redacted]&x=1`,
    );
    expect(secretPaths.redact(`/anything?${name}=${TOKEN}`)).toBe(`/anything?${name}=[redacted]`);
  },
);

it("learns only routes with a secret parameter, each once", () => {
  const paths = new SecretPaths();
  paths.learn(["/properties/:id", "/blog/@slug", "/a/:id/b/:token", "/a/:id/b/:token"]);
  expect(paths.known()).toEqual(["/a/:id/b/:token"]);
  expect(paths.redact("/a/7/b/secret/c")).toBe("/a/7/b/[redacted]/c");
});

describe("the logger", () => {
  function logged(level: string, write: (log: ReturnType<typeof createLogger>) => void) {
    const lines: string[] = [];
    write(createLogger(level, true, { write: (line: string) => lines.push(line) }));
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it("writes a token in no field, message or error of any line", () => {
    const lines = logged("info", (log) => {
      log.info({ url: `/reset-password/${TOKEN}` }, "request");
      log.child({ path: `/verify-email/${TOKEN}` }).warn(`visited /alerts/unsubscribe/${TOKEN}`);
      log.error({ err: new Error(`no page at /agents/claim/${TOKEN}`) }, "unhandled error");
    });
    expect(lines).toHaveLength(3);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
    expect(lines[0]).toMatchObject({ url: "/reset-password/[redacted]" });
    expect((lines[2] as { err: { stack: string } }).err.stack).toContain(
      "/agents/claim/[redacted]",
    );
  });

  it("writes e-mail addresses at debug level only", () => {
    const lines = logged("debug", (log) => {
      log.debug({ to: "ama@example.com" }, "outbox mail body");
      log.info({ to: "ama@example.com" }, "mail queued");
      log.warn({ reason: "550 <kofi.mensah@mail.example.gh>: no such user" }, "mail not sent");
    });
    expect(lines[0]).toMatchObject({ to: "ama@example.com" });
    expect(lines[1]).toMatchObject({ to: "[e-mail]" });
    expect(lines[2]).toMatchObject({ reason: "550 <[e-mail]>: no such user" });
  });
});
