/** The hexagon's one rule: the domain knows only ports, never the adapters or the frameworks behind them. */
module.exports = {
  forbidden: [
    {
      name: "no-domain-to-adapters",
      severity: "error",
      comment: "src/modules must not import adapters, the container or the composition root",
      from: { path: "^src/modules" },
      to: { path: "^src/(adapters|container)" },
    },
    {
      name: "no-domain-to-frameworks",
      severity: "error",
      comment:
        "src/modules must not import Koa, TypeORM, pg, PGlite or prom-client (the Telemetry port, decision 61)",
      from: { path: "^src/modules" },
      to: {
        path: "node_modules/(koa|@koa|koa-[^/]+|typeorm|pg|@electric-sql|pglite-server|nodemailer|prom-client)/",
      },
    },
    {
      name: "no-shared-to-adapters",
      severity: "error",
      comment:
        "src/shared is the kernel the modules and the browser share: it must not import adapters, the container, the composition root or a framework (decision 47)",
      from: { path: "^src/shared" },
      to: {
        path: "^src/(adapters|container|bootstrap|main|cluster|config)|^(web|cli|migrations|seeds)/|node_modules/(koa|@koa|koa-[^/]+|typeorm|pg|@electric-sql|pglite-server|nodemailer|ioredis|sharp)/",
      },
    },
    {
      name: "no-server-code-in-web",
      severity: "error",
      comment:
        "web/ is the browser's code, bundled by Vite: it may use the domain's rules, types and error codes (src/modules, src/shared), never the adapters, the container or their frameworks (decision 47)",
      // A declaration file emits no code, so it may name the server's types (the page context).
      from: { path: "^web/", pathNot: "\\.d\\.ts$" },
      to: {
        path: "^src/(adapters|container|bootstrap|main|cluster|config|mail-relay|first-start-seeding)|^(cli|migrations|seeds)/|node_modules/(koa|@koa|koa-[^/]+|typeorm|pg|@electric-sql|pglite-server|nodemailer|ioredis|sharp)/",
      },
    },
    {
      name: "no-runtime-to-migrations-or-seeds",
      severity: "error",
      comment:
        "The app, the CLI and the pages do not import migrations/ or seeds/ (decision 47). Three named exceptions: the migration runner takes the list of migrations, the CLI's seed command and the first start's seeding load the seed data",
      from: {
        path: "^(src|cli|web)/",
        pathNot:
          "^(src/adapters/persistence/database\\.ts|src/first-start-seeding\\.ts|cli/commands/seed\\.ts)$",
      },
      to: { path: "^(migrations|seeds)/" },
    },
    {
      name: "runtime-exceptions-stay-narrow",
      severity: "error",
      comment:
        "Each exception imports its one file: the runner migrations/index.ts, the seeding seeds/seed-database.ts (decision 47)",
      from: {
        path: "^(src/adapters/persistence/database\\.ts|src/first-start-seeding\\.ts|cli/commands/seed\\.ts)$",
      },
      to: {
        path: "^(migrations|seeds)/",
        pathNot: "^(migrations/index\\.ts|seeds/seed-database\\.ts)$",
      },
    },
    {
      name: "no-deep-imports-across-modules",
      severity: "error",
      comment:
        "A module's files, and its adapters in src/adapters/modules/<module>, may import another module only through that module's index.ts, its public surface (decision 97)",
      from: { path: "^src/(?:adapters/)?modules/([^/]+)/" },
      to: {
        path: "^src/modules/[^/]+/",
        pathNot: ["^src/modules/$1/", "^src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "no-deep-imports-into-modules",
      severity: "error",
      comment:
        "Server code outside the modules (the platform adapters, the container, the CLI, the seeds) imports a module only through its index.ts (decision 97). web/ keeps importing the browser-safe files it needs (rules, types, errors): an index would pull the services into the bundle",
      from: { path: "^(src|cli|seeds)/", pathNot: "^src/(?:adapters/)?modules/" },
      to: { path: "^src/modules/[^/]+/", pathNot: "^src/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-module-folder-cycles",
      severity: "error",
      comment:
        "A module of src/modules may use another only if that one does not use it back, through any chain of modules: the one that needs the other declares a port in its *.ports.ts and the container binds it (decision 45)",
      // https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md (scope: folder)
      scope: "folder",
      from: { path: "^src/modules/[^/]+$" },
      to: { path: "^src/modules/[^/]+$", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      // "source" first: the package.json "imports" aliases name the sources under it (decision 48).
      conditionNames: ["source", "import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
