import type {
  AccountToken,
  AccountTokenRepository,
  TokenPurpose,
  TokenSubject,
} from "#modules/accounts/account-tokens.ports.js";
import type { DbContext } from "../../persistence/db-context.js";

interface TokenRow {
  id: number;
  purpose: TokenPurpose;
  user_id: number | null;
  application_id: number | null;
  email: string;
  expires_at: Date;
}

const COLUMNS = "id, purpose, user_id, application_id, email, expires_at";

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
    const rows: TokenRow[] = await this.db.manager.query(
      `SELECT ${COLUMNS} FROM account_tokens
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [tokenHash, purpose, now],
    );
    return rows[0] ? toToken(rows[0]) : null;
  }

  async findOpenFor(
    purpose: TokenPurpose,
    userId: number,
    now: Date,
  ): Promise<AccountToken | null> {
    const rows: TokenRow[] = await this.db.manager.query(
      `SELECT ${COLUMNS} FROM account_tokens
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        ORDER BY id DESC LIMIT 1`,
      [userId, purpose, now],
    );
    return rows[0] ? toToken(rows[0]) : null;
  }

  async consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountToken | null> {
    const [rows]: [TokenRow[], number] = await this.db.manager.query(
      `UPDATE account_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING ${COLUMNS}`,
      [tokenHash, purpose, now],
    );
    return rows[0] ? toToken(rows[0]) : null;
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

function toToken(row: TokenRow): AccountToken {
  return {
    id: row.id,
    purpose: row.purpose,
    userId: row.user_id,
    applicationId: row.application_id,
    email: row.email,
    expiresAt: new Date(row.expires_at),
  };
}
