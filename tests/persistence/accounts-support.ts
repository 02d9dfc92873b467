import { createHash } from "node:crypto";
import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { NewUser, UserRepository } from "../../src/modules/accounts/accounts.ports.js";
import type { TestApp } from "../support/test-app.js";

export const kofi: NewUser = {
  email: "Kofi.Boateng@Example.com",
  emailKey: "kofi.boateng@example.com",
  passwordHash: "scrypt$kofi-hash",
  firstName: "Kofi",
  lastName: "Boateng",
};
export const ama: NewUser = {
  email: "ama.serwaa@example.com",
  emailKey: "ama.serwaa@example.com",
  passwordHash: "scrypt$ama-hash",
  firstName: "Ama",
  lastName: "Serwaa",
};

export const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Rolls back everything `work` wrote, through the same transaction scope the services use. */
class RolledBack extends Error {}
export async function inRolledBackTransaction(
  app: TestApp,
  work: () => Promise<void>,
): Promise<void> {
  await expect(
    app.application.container.get<DbContext>(TOKENS.Db).run(async () => {
      await work();
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

/** Creates `user` through the UserRepository, failing loudly if it answers null. */
export async function createUser(app: TestApp, user: NewUser) {
  const created = await app.application.container
    .get<UserRepository>(TOKENS.UserRepository)
    .create(user);
  if (!created) throw new Error(`could not create ${user.email}`);
  return created;
}
