import Module from "node:module";

// Jest loads globalSetup with Node's own require (through its swc transform), where the
// moduleNameMapper that turns the sources' ESM-style `./x.js` imports into `./x.ts` does not
// apply: retry such a request without its extension, as the mapper does. It stays in place for
// globalTeardown, which runs in this same process.
const resolver = Module as unknown as {
  _resolveFilename(request: string, ...rest: unknown[]): string;
};
const resolve = resolver._resolveFilename;
resolver._resolveFilename = function (this: unknown, request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    return resolve.call(this, request.slice(0, -3), ...rest);
  }
};

/**
 * jest globalSetup (both configs): the database templates every test file copies, and the
 * PgBouncer the apps under test connect through on the PostgreSQL server in `npm test`.
 */
export default async function globalSetup(): Promise<void> {
  // The built server and CLI the tests start read `.env` in the checkout (decision 77): a
  // developer's own settings there (a DATABASE_URL) must not steer them. The workers and every
  // process they start inherit this; the tests give their settings in the environment.
  process.env.OFIE_ENV_FILE = "/dev/null";
  const { createDatabaseTemplates } = await import("./database-templates.js");
  const { startTestPooler } = await import("./test-pooler.js");
  await Promise.all([createDatabaseTemplates(), startTestPooler()]);
}
