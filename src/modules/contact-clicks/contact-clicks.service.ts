import { createHmac, randomBytes } from "node:crypto";
import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import type { SettingsRepository } from "../admin/index.js";
import type { AgentRepository } from "../agents/index.js";
import { AgentNotFoundError } from "../agents/index.js";
import type { HostelRepository } from "../hostels/index.js";
import { HostelNotFoundError } from "../hostels/index.js";
import type { PropertyRepository } from "../listings/index.js";
import { PropertyNotFoundError } from "../listings/index.js";
import { type ClickVisitor, clickDay, visitorName } from "./click-visitor.js";
import type { ContactClickRepository } from "./contact-clicks.ports.js";
import { type ContactChannel, ContactClickInput } from "./contact-clicks.types.js";

const SECRET_KEY = "contact_clicks.visitor_secret";

/**
 * Counts the WhatsApp, Call and e-mail buttons visitors press, as leads for the admin and the
 * agent. Anyone may send one (the buttons are public), so a click counts once per visitor, listing
 * (or agent, or hostel) and day: pressing again, by hand or by script, adds nothing (decision 84). Only the
 * listing or agent, channel, time and a keyed hash of the visitor are kept.
 */
export class ContactClicksService {
  private secret: string | undefined;

  constructor(
    private readonly clicks: ContactClickRepository,
    private readonly properties: PropertyRepository,
    private readonly agents: AgentRepository,
    private readonly hostels: HostelRepository,
    private readonly clock: Clock,
    private readonly settings: SettingsRepository,
  ) {}

  /**
   * POST /api/properties/{id}/contact-clicks: the property page's agent card. Answers whether
   * the click counted; the caller tells the visitor nothing either way.
   */
  async recordPropertyClick(
    propertyId: number,
    raw: unknown,
    visitor: ClickVisitor,
  ): Promise<boolean> {
    const { channel } = await validateInput(ContactClickInput, raw);
    const property = PositiveId.is(propertyId) ? await this.properties.findById(propertyId) : null;
    if (!property) throw new PropertyNotFoundError();
    return this.record(
      { propertyId: property.id, agentId: property.agentId, hostelId: null },
      `property:${property.id}`,
      channel,
      visitor,
    );
  }

  /** POST /api/agents/{id}/contact-clicks: the /agents directory, where no listing is involved. */
  async recordAgentClick(agentId: number, raw: unknown, visitor: ClickVisitor): Promise<boolean> {
    const { channel } = await validateInput(ContactClickInput, raw);
    const agent = PositiveId.is(agentId) ? await this.agents.findById(agentId) : null;
    if (!agent) throw new AgentNotFoundError();
    return this.record(
      { propertyId: null, agentId: agent.id, hostelId: null },
      `agent:${agent.id}`,
      channel,
      visitor,
    );
  }

  /** POST /api/student-hostels/{id}/contact-clicks: a hostel's page or card (decision 91). */
  async recordHostelClick(hostelId: number, raw: unknown, visitor: ClickVisitor): Promise<boolean> {
    const { channel } = await validateInput(ContactClickInput, raw);
    if (!PositiveId.is(hostelId) || !(await this.hostels.exists(hostelId)))
      throw new HostelNotFoundError();
    return this.record(
      { propertyId: null, agentId: null, hostelId },
      `hostel:${hostelId}`,
      channel,
      visitor,
    );
  }

  /**
   * The hash is keyed by the target and the day as well as the visitor, so the stored rows join
   * nothing: not one visitor's clicks on two listings, nor their clicks on two days.
   */
  private async record(
    target: { propertyId: number | null; agentId: number | null; hostelId: number | null },
    targetName: string,
    channel: ContactChannel,
    visitor: ClickVisitor,
  ): Promise<boolean> {
    const createdAt = this.clock.now();
    const day = clickDay(createdAt);
    const visitorHash = createHmac("sha256", await this.visitorSecret())
      .update(`${targetName}:${day}:${visitorName(visitor)}`)
      .digest("hex");
    return this.clicks.record({ ...target, channel, createdAt, visitorHash, day });
  }

  /**
   * A server secret (kept in settings) so that a hash cannot be traced back to an account or an
   * address by hashing guesses. Every process must hash with the same one, or one visitor would
   * count once per process: created with INSERT … ON CONFLICT DO NOTHING and read back, so the
   * first stored secret is the one all use.
   */
  private async visitorSecret(): Promise<string> {
    this.secret ??= await this.settings.setIfAbsent(
      SECRET_KEY,
      randomBytes(32).toString("base64url"),
    );
    return this.secret;
  }
}
