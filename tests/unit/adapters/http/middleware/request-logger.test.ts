import { Writable } from "node:stream";
import Koa from "koa";
import pino from "pino";
import supertest from "supertest";
import { requestLogger } from "#adapters/http/middleware/request-logger.js";

/** A Koa app whose pino logger writes into an array, one parsed JSON line per entry. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = new Koa();
  app.use(requestLogger(pino({ level: "info" }, sink)));
  app.use((ctx) => {
    ctx.state.log.info("inside the handler");
    ctx.status = ctx.path === "/missing" ? 404 : 200;
    ctx.body = { ok: true };
  });
  return { lines, client: supertest(app.callback()) };
}

describe("requestLogger", () => {
  it("writes one JSON line per request with its id, method, url, status and time", async () => {
    const { lines, client } = appWithLog();
    const res = await client.get("/missing?x=1");
    const requestLines = lines.filter((l) => l.msg === "request");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      reqId: res.headers["x-request-id"],
      method: "GET",
      url: "/missing?x=1",
      status: 404,
      ms: expect.any(Number),
    });
  });

  it("tags what a handler logs with the same request id", async () => {
    const { lines, client } = appWithLog();
    await client.get("/").set("x-request-id", "trace-7");
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["inside the handler", "trace-7"],
      ["request", "trace-7"],
    ]);
  });
});
