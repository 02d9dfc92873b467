import type { NewUser, UserRepository } from "#modules/accounts/accounts.ports.js";
import type { User, UserWithSecret } from "#modules/accounts/accounts.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { affectedCount, int, rowParser } from "../../persistence/row-parser.js";
import { isUniqueViolation } from "../../persistence/unique-violation.js";
import { UserEntity } from "./user.entity.js";

const insertedRow = rowParser("inserted user", { id: int });

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

  async findByMailbox(emailKey: string): Promise<User | null> {
    const row = await this.repo.findOneBy({ emailKey });
    return row ? toUser(row) : null;
  }

  async create(user: NewUser): Promise<User | null> {
    // On the lower(email) and email_key unique indexes, so two sign-ups racing with one mailbox
    // make one account.
    const rows: unknown[] = await this.db.manager.query(
      `INSERT INTO users (email, email_key, password_hash, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [user.email, user.emailKey, user.passwordHash, user.firstName, user.lastName],
    );
    const inserted = insertedRow.first(rows);
    return inserted ? this.findById(inserted.id) : null;
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

  async markEmailVerified(id: number, at: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE users SET email_verified_at = $2 WHERE id = $1 AND email_verified_at IS NULL`,
      [id, at],
    );
  }

  async changeEmail(
    id: number,
    email: string,
    emailKey: string,
    verifiedAt: Date,
  ): Promise<User | null> {
    try {
      // The look-up keeps the common refusal from raising the unique index's error (which would
      // spoil an enclosing transaction); the index still decides between two racing moves.
      const result: unknown = await this.db.manager.query(
        `UPDATE users SET email = $2, email_key = $3, email_verified_at = $4
          WHERE id = $1
            AND NOT EXISTS (SELECT 1 FROM users o
                             WHERE (lower(o.email) = lower($2) OR o.email_key = $3) AND o.id <> $1)`,
        [id, email, emailKey, verifiedAt],
      );
      if (affectedCount(result) === 0) return null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return this.findById(id);
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash });
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
    emailVerified: row.emailVerifiedAt !== null,
  };
}
