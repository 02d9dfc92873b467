import { UnauthorizedError } from "../../shared/errors.js";
import type { UserRepository } from "../accounts/accounts.ports.js";
import type { AgentRepository } from "../agents/agents.ports.js";
import { ListingNotYoursError, PropertyNotFoundError } from "./listings.errors.js";
import type { PropertyRepository } from "./listings.ports.js";

/** Who may manage listings: the user who submitted them, and the agent an approved application made for them. */
export interface ListingManager {
  userId: number;
  /** The user's verified agent (by an approved application), whose listings they also manage. */
  agentId: number | null;
}

/**
 * The one ownership rule for every listing write a signed-in user makes (confirm, edit, mark
 * let/sold): checked on the server, never trusted from the client.
 */
export class ListingOwnership {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly agents: AgentRepository,
  ) {}

  async managerOf(userId: number | undefined): Promise<ListingManager> {
    if (!userId) throw new UnauthorizedError();
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    const agent = await this.agents.findApprovedByEmail(user.email);
    return { userId, agentId: agent?.id ?? null };
  }

  /** 401 signed out, 404 no such listing, 403 someone else's; otherwise the manager. */
  async assertCanManage(propertyId: number, userId: number | undefined): Promise<ListingManager> {
    const manager = await this.managerOf(userId);
    const owners = await this.properties.findOwnership(propertyId);
    if (!owners) throw new PropertyNotFoundError();
    if (!canManage(manager, owners)) throw new ListingNotYoursError();
    return manager;
  }
}

export function canManage(
  manager: ListingManager,
  owners: { ownerId: number | null; agentId: number | null },
): boolean {
  return (
    owners.ownerId === manager.userId ||
    (manager.agentId !== null && owners.agentId === manager.agentId)
  );
}
