import type { SavedSearchRepository } from "#modules/alerts/alerts.ports.js";
import type {
  AlertFrequency,
  AlertSubscription,
  NewSavedSearch,
  SavedSearch,
} from "#modules/alerts/saved-searches.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { SavedSearchEntity, SavedSearchTokenEntity } from "./saved-search.entity.js";

export class TypeOrmSavedSearchRepository implements SavedSearchRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(SavedSearchEntity);
  }

  async create(search: NewSavedSearch): Promise<SavedSearch> {
    const saved = await this.repo.save(
      this.repo.create({ ...search, active: true, lastSentAt: null }),
    );
    return toSavedSearch(saved);
  }

  async listForUser(userId: number): Promise<SavedSearch[]> {
    const rows = await this.repo.find({
      where: { userId },
      order: { createdAt: "DESC", id: "DESC" },
    });
    return rows.map(toSavedSearch);
  }

  countForUser(userId: number): Promise<number> {
    return this.repo.count({ where: { userId } });
  }

  async findForUser(id: number, userId: number): Promise<SavedSearch | null> {
    const row = await this.repo.findOne({ where: { id, userId } });
    return row ? toSavedSearch(row) : null;
  }

  async update(
    id: number,
    patch: { frequency?: AlertFrequency; active?: boolean; lastSentAt?: Date },
  ): Promise<SavedSearch> {
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await this.repo.update({ id }, changes);
    return toSavedSearch(await this.repo.findOneOrFail({ where: { id } }));
  }

  async remove(id: number, userId: number): Promise<boolean> {
    const result = await this.repo.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  async listActive(frequency: AlertFrequency, dueBy?: Date): Promise<AlertSubscription[]> {
    const q = this.repo
      .createQueryBuilder("s")
      .innerJoinAndSelect("s.user", "u")
      .where("s.active = true AND s.frequency = :frequency", { frequency })
      .orderBy("s.id", "ASC");
    if (dueBy) q.andWhere("COALESCE(s.lastSentAt, s.createdAt) <= :dueBy", { dueBy });
    const rows = await q.getMany();
    return rows.map((row) => ({
      ...toSavedSearch(row),
      email: row.user.email,
      firstName: row.user.firstName,
      emailVerified: row.user.emailVerifiedAt !== null,
    }));
  }

  async recordMail(id: number, sentAt: Date, tokenHash: string): Promise<void> {
    await this.db
      .repository(SavedSearchTokenEntity)
      .insert({ tokenHash, savedSearchId: id, createdAt: sentAt });
    await this.repo.update({ id }, { lastSentAt: sentAt });
  }

  async markChecked(id: number, at: Date): Promise<void> {
    await this.repo.update({ id }, { lastSentAt: at });
  }

  async findByTokenHash(tokenHash: string): Promise<SavedSearch | null> {
    const row = await this.repo
      .createQueryBuilder("s")
      .innerJoin(SavedSearchTokenEntity, "t", "t.savedSearchId = s.id")
      .where("t.tokenHash = :tokenHash", { tokenHash })
      .getOne();
    return row ? toSavedSearch(row) : null;
  }
}

function toSavedSearch(row: SavedSearchEntity): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    active: row.active,
    lastSentAt: row.lastSentAt,
    createdAt: row.createdAt,
  };
}
