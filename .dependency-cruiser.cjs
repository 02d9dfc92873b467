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
      comment: "src/modules must not import Koa, TypeORM, pg or PGlite",
      from: { path: "^src/modules" },
      to: {
        path: "node_modules/(koa|@koa|koa-[^/]+|typeorm|pg|@electric-sql|pglite-server|nodemailer)/",
      },
    },
    {
      name: "no-server-code-in-pages",
      severity: "error",
      comment:
        "pages, renderer and src/ui reach the browser bundle: they may name server types, never import server code",
      // A declaration file emits no code, so it may name the server's types (the page context).
      from: { path: "^(pages|renderer|src/ui)", pathNot: "\\.d\\.ts$" },
      to: {
        path: "^src/(adapters|container|bootstrap)|node_modules/(koa|@koa|typeorm|pg|@electric-sql|pglite-server|nodemailer)/",
      },
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
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
