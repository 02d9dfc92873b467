import { isDatabaseSeeded, seedDatabase } from "../seeds/seed-database.js";
import { createHttpApp } from "./adapters/http/app.js";
import { createPageRenderer, pageModeOf } from "./adapters/http/page-renderer.js";
import { createApplication } from "./bootstrap.js";
import { loadConfig } from "./config.js";

const config = loadConfig();
const application = await createApplication(config);

// A new user's first `npm start` shows real Ghana listings; later starts leave the data alone.
if (!(await isDatabaseSeeded(application.database.dataSource))) {
  const summary = await seedDatabase(application.database.dataSource);
  application.logger.info({ seeded: summary }, "first start: loaded the Ghana seed data");
}

const pageMode = pageModeOf(process.env);
const app = createHttpApp(application, {
  pageRenderer: await createPageRenderer(application.services, pageMode),
});
const server = app.listen(config.port, config.host, () => {
  application.logger.info(
    { port: config.port, database: application.database.kind, pages: pageMode },
    `Ofie is serving on http://localhost:${config.port}`,
  );
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(async () => {
      await application.close();
      process.exit(0);
    });
  });
}
