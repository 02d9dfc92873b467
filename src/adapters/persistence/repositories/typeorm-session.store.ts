import { LessThan } from "typeorm";
import type { DbContext } from "../db-context.js";
import { SessionEntity } from "../entities/session.entity.js";

/** koa-session's external store: sessions live in PostgreSQL, so every app process shares them. */
export class TypeOrmSessionStore {
  constructor(
    private readonly db: DbContext,
    private readonly defaultMaxAgeMs: number,
  ) {}

  private get repo() {
    return this.db.repository(SessionEntity);
  }

  async get(id: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.repo.findOneBy({ id });
    if (!row) return undefined;
    if (row.expiresAt.getTime() <= Date.now()) {
      await this.repo.delete({ id });
      return undefined;
    }
    return row.data;
  }

  async set(id: string, data: Record<string, unknown>, maxAge: number | "session" | undefined) {
    const ttl = typeof maxAge === "number" ? maxAge : this.defaultMaxAgeMs;
    await this.repo.upsert({ id, data: data as never, expiresAt: new Date(Date.now() + ttl) }, [
      "id",
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}
