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
    const row = await this.repo.save(this.repo.create(user));
    return toUser(row);
  }

  async update(id: number, patch: Pick<User, "firstName" | "lastName" | "email">): Promise<User> {
    await this.repo.update({ id }, patch);
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
