import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import { AgentNotFoundError } from "../agents/agents.errors.js";
import type { AgentRepository } from "../agents/agents.ports.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import type { PropertyRepository } from "../listings/listings.ports.js";
import type { ContactClickRepository } from "./contact-clicks.ports.js";
import { ContactClickInput } from "./contact-clicks.types.js";

/**
 * Counts the WhatsApp and e-mail buttons visitors press, as leads for the admin and the agent.
 * Anyone may send one (the buttons are public); only the listing or agent, channel and time are kept.
 */
export class ContactClicksService {
  constructor(
    private readonly clicks: ContactClickRepository,
    private readonly properties: PropertyRepository,
    private readonly agents: AgentRepository,
    private readonly clock: Clock,
  ) {}

  /** POST /api/properties/{id}/contact-clicks: the property page's agent card. */
  async recordPropertyClick(propertyId: number, raw: unknown): Promise<void> {
    const { channel } = await validateInput(ContactClickInput, raw);
    const property = PositiveId.is(propertyId) ? await this.properties.findById(propertyId) : null;
    if (!property) throw new PropertyNotFoundError();
    await this.clicks.record({
      propertyId: property.id,
      agentId: property.agentId,
      channel,
      createdAt: this.clock.now(),
    });
  }

  /** POST /api/agents/{id}/contact-clicks: the /agents directory, where no listing is involved. */
  async recordAgentClick(agentId: number, raw: unknown): Promise<void> {
    const { channel } = await validateInput(ContactClickInput, raw);
    const agent = PositiveId.is(agentId) ? await this.agents.findById(agentId) : null;
    if (!agent) throw new AgentNotFoundError();
    await this.clicks.record({
      propertyId: null,
      agentId: agent.id,
      channel,
      createdAt: this.clock.now(),
    });
  }
}
