import type { NewUser, UserRepository } from "../../../modules/accounts/accounts.ports.js";
import type { User, UserWithSecret } from "../../../modules/accounts/accounts.types.js";
import type { DbContext } from "../db-context.js";
import { UserEntity } from "../entities/user.entity.js";
import { isUniqueViolation } from "../unique-violation.js";

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

  async create(user: NewUser): Promise<User | null> {
    // On the lower(email) unique index, so two sign-ups racing with one address make one account.
    const inserted: { id: number }[] = await this.db.manager.query(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [user.email, user.passwordHash, user.firstName, user.lastName],
    );
    return inserted.length > 0 ? this.findById(inserted[0].id) : null;
  }

  async update(
    id: number,
    patch: Pick<User, "firstName" | "lastName" | "email">,
  ): Promise<User | null> {
    try {
      await this.repo.update({ id }, patch);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return toUser(await this.repo.findOneByOrFail({ id }));
  }
}

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
