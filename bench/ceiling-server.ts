import Koa from "koa";

// The ceiling: the most a bare Koa process answers on this machine under the same load and
// client, so every target is read as a ratio of it. Its own process, like the app, so the two
// compete for the cores the same way (decision 18).
const document = { status: "ok", name: "Ofie", country: "Ghana", currency: "GHS" };
const app = new Koa();
app.use((ctx) => {
  ctx.body = document;
});
app.listen(Number(process.env.PORT), "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => process.exit(0));
