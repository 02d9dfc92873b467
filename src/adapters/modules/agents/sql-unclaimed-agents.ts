import type { UnclaimedAgent, UnclaimedAgents } from "#modules/agents/agents.ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, rowParser, text, timestamp } from "../../persistence/row-parser.js";

const unclaimedRow = rowParser("unclaimed agent", {
  agentId: int,
  applicationId: int,
  name: text,
  email: text,
  linkSentAt: nullable(timestamp),
});
const takenRow = rowParser("taken claim link", { id: int });

/** Each unlinked agent once, from its latest approved application; a claim link's date is its token's. */
const UNCLAIMED = `
  SELECT DISTINCT ON (a.id) a.id AS "agentId", r.id AS "applicationId", a.name, r.email,
         (SELECT max(t.created_at) FROM account_tokens t
           WHERE t.application_id = r.id AND t.purpose = 'claim-agent') AS "linkSentAt"
    FROM agents a
    JOIN agent_registrations r ON r.agent_id = a.id AND r.status = 'approved'
   WHERE a.user_id IS NULL AND r.email <> ''`;

export class SqlUnclaimedAgents implements UnclaimedAgents {
  constructor(private readonly db: DbContext) {}

  async list(): Promise<UnclaimedAgent[]> {
    const rows: unknown[] = await this.db.manager.query(
      `${UNCLAIMED} ORDER BY a.id, r.decided_at DESC NULLS LAST, r.id DESC`,
    );
    return unclaimedRow.all(rows);
  }

  async due(): Promise<UnclaimedAgent[]> {
    const rows: unknown[] = await this.db.manager.query(
      `${UNCLAIMED} AND a.claim_link_due ORDER BY a.id, r.decided_at DESC NULLS LAST, r.id DESC`,
    );
    return unclaimedRow.all(rows);
  }

  async takeDue(agentId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.manager.query(
      `WITH taken AS (
         UPDATE agents SET claim_link_due = false WHERE id = $1 AND claim_link_due RETURNING id
       )
       SELECT * FROM taken`,
      [agentId],
    );
    return takenRow.first(rows) !== null;
  }
}
