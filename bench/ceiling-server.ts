import http from "node:http";
import Koa from "koa";

// The ceilings: the most a bare server answers on this machine under the same load and client,
// so every target is read as a ratio of one. Each runs in its own process, like the app, so they
// compete for the cores the same way (decision 18). CEILING=koa (the default): a bare Koa app,
// the ceiling of the issue-6 goals. CEILING=http: bare node:http, the one issue 21's goals for
// the uncached path are ratios of.
const document = { status: "ok", name: "Ofie", country: "Ghana", currency: "GHS" };
const port = Number(process.env.PORT);
if (process.env.CEILING === "http") {
  const body = JSON.stringify(document);
  http
    .createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(body);
    })
    .listen(port, "127.0.0.1");
} else {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = document;
  });
  app.listen(port, "127.0.0.1");
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => process.exit(0));
