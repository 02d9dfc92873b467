import { EmailTakenError } from "../../../modules/accounts/accounts.errors.js";
import type { NewUser, UserRepository } from "../../../modules/accounts/accounts.ports.js";
import type { User, UserWithSecret } from "../../../modules/accounts/accounts.types.js";
import type { DbContext } from "../db-context.js";
import { UserEntity } from "../entities/user.entity.js";

export class TypeOrmUserRepository implements UserRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(UserEntity);
  }

  async findById(id: number): Promise<User | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<UserWithSecret | null> {
    const row = await this.repo
      .createQueryBuilder("u")
      .where("lower(u.email) = lower(:email)", { email: email.trim() })
      .getOne();
    return row ? { ...toUser(row), passwordHash: row.passwordHash } : null;
  }

  async create(user: NewUser): Promise<User> {
    const row = await this.repo.save(this.repo.create(user)).catch(emailTakenOnConflict);
    return toUser(row);
  }

  async update(id: number, patch: Pick<User, "firstName" | "lastName" | "email">): Promise<User> {
    await this.repo.update({ id }, patch).catch(emailTakenOnConflict);
    return toUser(await this.repo.findOneByOrFail({ id }));
  }
}

/**
 * The services look the e-mail up first, but two requests can pass that check together: the
 * lower(email) unique index decides, and its refusal is the same 409 rather than a 500.
 * Matched by the index's name: pglite-server's wire errors arrive without the SQLSTATE code.
 */
function emailTakenOnConflict(error: unknown): never {
  const { message, constraint } = error as { message?: unknown; constraint?: unknown };
  if (constraint === EMAIL_INDEX || String(message).includes(`"${EMAIL_INDEX}"`)) {
    throw new EmailTakenError();
  }
  throw error;
}

const EMAIL_INDEX = "users_email_key";

function toUser(row: UserEntity): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt,
  };
}
