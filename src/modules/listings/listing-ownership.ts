import { type Actor, signedInUser } from "../../shared/actor.js";
import { UnauthorizedError } from "../../shared/errors.js";
import type { UserRepository } from "../accounts/index.js";
import type { AgentRepository } from "../agents/index.js";
import { ListingNotYoursError, PropertyNotFoundError } from "./listings.errors.js";
import type { PropertyRepository } from "./listings.ports.js";

/** Who may manage listings: the user who submitted them, and the agent linked to their account. */
export interface ListingManager {
  userId: number;
  /** The agent linked to the account (decision 43), whose listings they also manage. */
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

  /** The acting account as a manager of listings; 401 signed out. */
  managerOf(actor: Actor): Promise<ListingManager> {
    return this.managerOfUser(signedInUser(actor));
  }

  /** The manager an account is (a submission's submitter, say); 401 if the account is gone. */
  async managerOfUser(userId: number): Promise<ListingManager> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    // By the link an approval or a claim made, never by e-mail: anyone can type an agent's address.
    const agent = await this.agents.findByUserId(user.id);
    return { userId, agentId: agent?.id ?? null };
  }

  /** 401 signed out, 404 no such listing, 403 someone else's; otherwise the manager. */
  async assertCanManage(propertyId: number, actor: Actor): Promise<ListingManager> {
    const manager = await this.managerOf(actor);
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
