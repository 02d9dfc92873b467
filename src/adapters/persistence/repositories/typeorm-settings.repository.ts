import type { SettingsRepository } from "#modules/admin/admin.ports.js";
import type { DbContext } from "../db-context.js";
import { SettingEntity } from "../entities/setting.entity.js";

export class TypeOrmSettingsRepository implements SettingsRepository {
  constructor(private readonly db: DbContext) {}

  async get(key: string): Promise<string | null> {
    const row = await this.db.repository(SettingEntity).findOneBy({ key });
    return row?.value ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db.repository(SettingEntity).upsert({ key, value }, ["key"]);
  }
}
