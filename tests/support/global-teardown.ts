/** jest globalTeardown: runs in globalSetup's process, which taught require the `.js` imports. */
export default async function globalTeardown(): Promise<void> {
  const { removeDatabaseTemplates } = await import("./database-templates.js");
  await removeDatabaseTemplates();
}
