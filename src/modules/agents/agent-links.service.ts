import { type Actor, adminName, signedInUser } from "../../shared/actor.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import type { AccountTokens } from "../accounts/index.js";
import { applicationLink, claimLink } from "./agent-applications.service.js";
import { claimLinkMail, newApplicationMail, verifyApplicationMail } from "./agent-mails.js";
import type { AgentsConfig } from "./agents.config.js";
import {
  AccountAlreadyAgentError,
  AgentAlreadyClaimedError,
  AgentLinkInvalidError,
  ApplicationNotFoundError,
} from "./agents.errors.js";
import type {
  AgentApplicationRepository,
  AgentRepository,
  UnclaimedAgent,
  UnclaimedAgents,
} from "./agents.ports.js";
import type { Agent, AgentApplication } from "./agents.types.js";

export interface ApplicationLinkInfo {
  name: string;
  email: string;
}

export interface ClaimLinkInfo {
  agentId: number;
  name: string;
}

/**
 * The mailed links of decision 43. Reading a link (GET) changes nothing, since mail scanners open
 * links; only the page's button (POST) uses it. "verify-application" sends to the admin an
 * application whose address was not its account's proved own, or made signed out (decision 85);
 * "claim-agent" links an approved agent to the account signed in when it is used.
 */
export class AgentLinksService {
  constructor(
    private readonly applications: AgentApplicationRepository,
    private readonly agents: AgentRepository,
    private readonly tokens: AccountTokens,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AgentsConfig,
    private readonly unclaimed: UnclaimedAgents,
  ) {}

  async checkApplicationLink(token: unknown): Promise<ApplicationLinkInfo> {
    const application = await this.linkedApplication("verify-application", token, "peek");
    if (application.confirmedAt) throw new AgentLinkInvalidError();
    return { name: application.name, email: application.email };
  }

  /** The application reaches the admin, and the info mailbox hears of it, only now. */
  async confirmApplication(token: unknown): Promise<{ applicationId: number }> {
    return this.transactions.run(async () => {
      const application = await this.linkedApplication("verify-application", token, "consume");
      if (!(await this.applications.confirm(application.id, this.clock.now()))) {
        throw new AgentLinkInvalidError();
      }
      await this.mailer.send(newApplicationMail(application, this.config.infoEmail));
      return { applicationId: application.id };
    });
  }

  async checkClaimLink(token: unknown): Promise<ClaimLinkInfo> {
    const { agent } = await this.claimable(token, "peek");
    return { agentId: agent.id, name: agent.name };
  }

  /** Links the link's agent to the signed-in account (401 signed out, before the link is spent). */
  async claimAgent(token: unknown, actor: Actor): Promise<Agent> {
    const userId = signedInUser(actor);
    return this.transactions.run(async () => {
      await this.claimable(token, "peek");
      if (await this.agents.findByUserId(userId)) throw new AccountAlreadyAgentError();
      const { application, agent } = await this.claimable(token, "consume");
      if (!(await this.agents.linkToUser(agent.id, userId))) throw new AgentAlreadyClaimedError();
      await this.applications.setUser(application.id, userId);
      return agent;
    });
  }

  /** The operator mails a fresh claim link for an approved application's unlinked agent. */
  async sendClaimLink(applicationId: number, actor: Actor): Promise<{ email: string }> {
    adminName(actor);
    if (!PositiveId.is(applicationId)) throw new ApplicationNotFoundError();
    return this.transactions.run(async () => {
      const application = await this.applications.findById(applicationId);
      if (!application?.agentId || application.status !== "approved") {
        throw new ApplicationNotFoundError();
      }
      const agent = await this.agents.findById(application.agentId);
      if (!agent || (await this.agents.isLinked(agent.id))) throw new AgentAlreadyClaimedError();
      await this.unclaimed.takeDue(agent.id);
      await this.mailClaimLink(application);
      return { email: application.email };
    });
  }

  /** The approved agents no account holds yet, and when each was last mailed a claim link. */
  async listUnclaimed(actor: Actor): Promise<UnclaimedAgent[]> {
    adminName(actor);
    return this.unclaimed.list();
  }

  /**
   * Mails a claim link to each agent an upgrade unlinked (decisions 43 and 73), once: the debt is
   * cleared in the transaction that queues the mail, so a restart or a second instance starting
   * at the same time sends nothing again. Returns how many went.
   */
  async mailDueClaimLinks(): Promise<number> {
    let sent = 0;
    for (const due of await this.unclaimed.due()) {
      const went = await this.transactions.run(async () => {
        if (!(await this.unclaimed.takeDue(due.agentId))) return false;
        const application = await this.applications.findById(due.applicationId);
        if (!application) return false;
        await this.mailClaimLink(application);
        return true;
      });
      if (went) sent += 1;
    }
    return sent;
  }

  /**
   * Mails the address link to each pending application an upgrade sent back because its address
   * was never proved (decision 85), once, as mailDueClaimLinks does. Returns how many went.
   */
  async mailDueAddressLinks(): Promise<number> {
    let sent = 0;
    for (const id of await this.applications.addressLinksDue()) {
      const went = await this.transactions.run(async () => {
        if (!(await this.applications.takeAddressLinkDue(id))) return false;
        const application = await this.applications.findById(id);
        if (!application || application.confirmedAt) return false;
        const token = await this.tokens.issue("verify-application", {
          userId: null,
          applicationId: application.id,
          email: application.email,
        });
        await this.mailer.send(
          verifyApplicationMail(application, applicationLink(this.config.publicUrl, token)),
        );
        return true;
      });
      if (went) sent += 1;
    }
    return sent;
  }

  private async mailClaimLink(application: AgentApplication): Promise<void> {
    const token = await this.tokens.issue("claim-agent", {
      userId: null,
      applicationId: application.id,
      email: application.email,
    });
    await this.mailer.send(claimLinkMail(application, claimLink(this.config.publicUrl, token)));
  }

  private async claimable(token: unknown, use: "peek" | "consume") {
    const application = await this.linkedApplication("claim-agent", token, use);
    const agent = application.agentId ? await this.agents.findById(application.agentId) : null;
    if (!agent) throw new AgentLinkInvalidError();
    if (await this.agents.isLinked(agent.id)) throw new AgentAlreadyClaimedError();
    return { application, agent };
  }

  private async linkedApplication(
    purpose: "verify-application" | "claim-agent",
    token: unknown,
    use: "peek" | "consume",
  ): Promise<AgentApplication> {
    const link = await this.tokens[use](purpose, token);
    const application = link?.applicationId
      ? await this.applications.findById(link.applicationId)
      : null;
    if (!application) throw new AgentLinkInvalidError();
    return application;
  }
}
