import {
  type AccountToken,
  type AccountTokenRepository,
  TOKEN_PURPOSES,
  type TokenPurpose,
  type TokenSubject,
} from "#modules/accounts/account-tokens.ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  int,
  nullable,
  oneOf,
  returnedRows,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";

/** Selected under the names an AccountToken has, so a parsed row is the token. */
const COLUMNS = `id, purpose, user_id AS "userId", application_id AS "applicationId", email,
  expires_at AS "expiresAt"`;
const tokenRow = rowParser("account token", {
  id: int,
  purpose: oneOf(...TOKEN_PURPOSES),
  userId: nullable(int),
  applicationId: nullable(int),
  email: text,
  expiresAt: timestamp,
});

export class SqlAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly db: DbContext) {}

  async add(
    token: TokenSubject & { purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO account_tokens (purpose, token_hash, user_id, application_id, email, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        token.purpose,
        token.tokenHash,
        token.userId,
        token.applicationId,
        token.email,
        token.expiresAt,
      ],
    );
  }

  async find(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountToken | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT ${COLUMNS} FROM account_tokens
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [tokenHash, purpose, now],
    );
    return tokenRow.first(rows);
  }

  async findOpenFor(
    purpose: TokenPurpose,
    userId: number,
    now: Date,
  ): Promise<AccountToken | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT ${COLUMNS} FROM account_tokens
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        ORDER BY id DESC LIMIT 1`,
      [userId, purpose, now],
    );
    return tokenRow.first(rows);
  }

  async consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountToken | null> {
    const result: unknown = await this.db.manager.query(
      `UPDATE account_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING ${COLUMNS}`,
      [tokenHash, purpose, now],
    );
    return tokenRow.first(returnedRows(result));
  }

  async revoke(
    purpose: TokenPurpose,
    subject: { userId?: number; applicationId?: number },
    now: Date,
  ): Promise<void> {
    await this.db.manager.query(
      `UPDATE account_tokens SET used_at = $4
        WHERE purpose = $1 AND used_at IS NULL
          AND (user_id = $2 OR application_id = $3)`,
      [purpose, subject.userId ?? null, subject.applicationId ?? null, now],
    );
  }
}
