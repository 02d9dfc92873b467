import { hash } from "node:crypto";
import { LessThan } from "typeorm";
import type { UserSessions } from "#modules/accounts/accounts.ports.js";
import type { AdminSessions } from "#modules/admin/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import { jsonObject, rowParser, timestamp } from "../../persistence/row-parser.js";
import { SessionEntity } from "./session.entity.js";

const sessionRow = rowParser("session", { data: jsonObject, expires_at: timestamp });

/** A session's row by its key (sessionKey); exported for the bench's anchor of the write path. */
export const SESSION_READ = "SELECT data, expires_at FROM sessions WHERE id = $1";

/**
 * koa-session's external store: sessions live in PostgreSQL, so every app process shares them.
 * A row is keyed by the SHA-256 of the cookie's id, so a copy of the table, a backup
 * or a read-only leak holds no id that signs anyone in. The id is 32 random bytes: a fast hash
 * is enough, as for the mailed links.
 */
export class TypeOrmSessionStore implements UserSessions, AdminSessions {
  constructor(
    private readonly db: DbContext,
    private readonly defaultMaxAgeMs: number,
  ) {}

  private get repo() {
    return this.db.repository(SessionEntity);
  }

  async get(id: string): Promise<Record<string, unknown> | undefined> {
    const key = sessionKey(id);
    // Written, and past the ORM's query runner: every signed-in request reads its session, and
    // findOneBy builds and hydrates anew each time (the write path, decisions 65 and 106).
    const { rows } = await this.db.query(SESSION_READ, [key]);
    const row = sessionRow.first(rows);
    if (!row) return undefined;
    if (row.expires_at.getTime() <= Date.now()) {
      await this.repo.delete({ id: key });
      return undefined;
    }
    return row.data;
  }

  async set(id: string, data: Record<string, unknown>, maxAge: number | "session" | undefined) {
    const ttl = typeof maxAge === "number" ? maxAge : this.defaultMaxAgeMs;
    await this.repo.upsert(
      { id: sessionKey(id), data: data as never, expiresAt: new Date(Date.now() + ttl) },
      ["id"],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.repo.delete({ id: sessionKey(id) });
  }

  /** A password reset signs every browser out of the account (the door then signs one in). */
  async endAllFor(userId: number): Promise<void> {
    await this.db.manager.query(`DELETE FROM sessions WHERE data->>'userId' = $1`, [
      String(userId),
    ]);
  }

  /** A new admin password leaves no session holding admin rights (decision 78). */
  async endAdminRights(): Promise<void> {
    const admin = `data->>'isAdmin' = 'true'`;
    await this.db.manager.query(`DELETE FROM sessions WHERE ${admin} AND data->'userId' IS NULL`);
    await this.db.manager.query(
      `UPDATE sessions SET data = data - 'isAdmin' - 'adminSince' - 'adminTag' WHERE ${admin}`,
    );
  }

  async purgeExpired(): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}

/** The row key of a cookie's session id: its SHA-256, hex (as migration 1764720000000 does). */
export function sessionKey(id: string): string {
  // One call, not a Hash object per request: every signed-in request hashes its cookie.
  return hash("sha256", id, "hex");
}
