import type { SettingsRepository } from "#modules/admin/admin.ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import { SettingEntity } from "./setting.entity.js";

export class TypeOrmSettingsRepository implements SettingsRepository {
  constructor(private readonly db: DbContext) {}

  async get(key: string): Promise<string | null> {
    const row = await this.db.repository(SettingEntity).findOneBy({ key });
    return row?.value ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db.repository(SettingEntity).upsert({ key, value }, ["key"]);
  }

  /**
   * Two statements, not one: a single statement reads with the snapshot it started with, so it
   * would miss the row of a concurrent insert it had just waited for. The second statement
   * sees it (READ COMMITTED, inside a request's transaction too).
   */
  async setIfAbsent(key: string, value: string): Promise<string> {
    await this.db.manager.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`,
      [key, value],
    );
    return (await this.get(key)) ?? value;
  }
}
