/** jest globalTeardown: runs in globalSetup's process, which taught require the `.js` imports. */
export default async function globalTeardown(): Promise<void> {
  const { removeDatabaseTemplates } = await import("./database-templates.js");
  const { stopTestPooler } = await import("./test-pooler.js");
  await Promise.all([removeDatabaseTemplates(), stopTestPooler()]);
}
