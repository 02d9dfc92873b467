import type { UnclaimedAgent, UnclaimedAgents } from "#modules/agents/agents.ports.js";
import type { DbContext } from "../../persistence/db-context.js";

interface Row {
  agent_id: number;
  application_id: number;
  name: string;
  email: string;
  link_sent_at: Date | null;
}

/** Each unlinked agent once, from its latest approved application; a claim link's date is its token's. */
const UNCLAIMED = `
  SELECT DISTINCT ON (a.id) a.id AS agent_id, r.id AS application_id, a.name, r.email,
         (SELECT max(t.created_at) FROM account_tokens t
           WHERE t.application_id = r.id AND t.purpose = 'claim-agent') AS link_sent_at
    FROM agents a
    JOIN agent_registrations r ON r.agent_id = a.id AND r.status = 'approved'
   WHERE a.user_id IS NULL AND r.email <> ''`;

export class SqlUnclaimedAgents implements UnclaimedAgents {
  constructor(private readonly db: DbContext) {}

  async list(): Promise<UnclaimedAgent[]> {
    const rows: Row[] = await this.db.manager.query(
      `${UNCLAIMED} ORDER BY a.id, r.decided_at DESC NULLS LAST, r.id DESC`,
    );
    return rows.map(toUnclaimed);
  }

  async due(): Promise<UnclaimedAgent[]> {
    const rows: Row[] = await this.db.manager.query(
      `${UNCLAIMED} AND a.claim_link_due ORDER BY a.id, r.decided_at DESC NULLS LAST, r.id DESC`,
    );
    return rows.map(toUnclaimed);
  }

  async takeDue(agentId: number): Promise<boolean> {
    const [row] = await this.db.manager.query(
      `WITH taken AS (
         UPDATE agents SET claim_link_due = false WHERE id = $1 AND claim_link_due RETURNING id
       )
       SELECT * FROM taken`,
      [agentId],
    );
    return row !== undefined;
  }
}

function toUnclaimed(row: Row): UnclaimedAgent {
  return {
    agentId: Number(row.agent_id),
    applicationId: Number(row.application_id),
    name: row.name,
    email: row.email,
    linkSentAt: row.link_sent_at ? new Date(row.link_sent_at) : null,
  };
}
