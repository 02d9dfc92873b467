import { type Actor, adminName } from "../../shared/actor.js";
import { type FieldErrors, ValidationError } from "../../shared/errors.js";
import { provedReplyTo } from "../../shared/mailbox.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import type { UploadedFile } from "../../shared/uploads.js";
import { tryValidate, validateInput } from "../../shared/validation.js";
import type { AccountTokens, UserRepository } from "../accounts/index.js";
import type { AuditTrail } from "../admin/index.js";
import { decisionReason } from "../admin/index.js";
import type { PhotoPipeline } from "../photos/index.js";
import type { Requester } from "../rate-limits/index.js";
import type { UploadIntake } from "../uploads/index.js";
import { decisionMail, newApplicationMail, verifyApplicationMail } from "./agent-mails.js";
import type { AgentsConfig } from "./agents.config.js";
import {
  AccountAlreadyAgentError,
  ApplicationAlreadyDecidedError,
  ApplicationMatchesAgentError,
  ApplicationNotFoundError,
} from "./agents.errors.js";
import {
  AgentApplicationInput,
  ApplicationFilterInput,
  DecisionInput,
  PROFILE_PHOTO_RULE,
  prepareApplication,
} from "./agents.inputs.js";
import type { AgentApplicationRepository, AgentRepository } from "./agents.ports.js";
import type {
  AgentApplication,
  ReviewedApplication,
  VerifiedAgentProfile,
} from "./agents.types.js";

/** The links mailed to applicants (pages of the site). */
export const applicationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/agent-registration/verify/${token}`;
export const claimLink = (publicUrl: string, token: string) => `${publicUrl}/agents/claim/${token}`;

/**
 * Agent applications (decision 43): made by anyone, decided by the administrator (HTTP or CLI).
 * An application belongs to the account that made it signed in. It reaches the admin at once only
 * when its address is that account's own proved mailbox; otherwise (signed out too) only once its
 * e-mail link is used (decision 85), so an approved agent's address is always one its applicant
 * reads. An approval creates a new agent linked to that account.
 */
export class AgentApplicationsService {
  constructor(
    private readonly applications: AgentApplicationRepository,
    private readonly agents: AgentRepository,
    private readonly photos: PhotoPipeline,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly uploads: UploadIntake,
    private readonly tokens: AccountTokens,
    private readonly config: AgentsConfig,
    private readonly users: Pick<UserRepository, "findById">,
  ) {}

  /**
   * Validates the form and the photo together (one errors map), stores the photo and records the
   * application, the account's when signed in. With the account's own proved address the info
   * mailbox hears of it at once; with any other address, or signed out, that address is mailed a
   * link first. If anything after storing the photo fails, the row is rolled back and the photo
   * removed.
   */
  async submitApplication(
    actor: Actor,
    raw: unknown,
    profileImage: readonly UploadedFile[],
    sender: Requester,
  ): Promise<AgentApplication> {
    const form = await tryValidate(() =>
      validateInput(AgentApplicationInput, raw, prepareApplication),
    );
    const photo = await this.uploads.check(
      "profileImage",
      profileImage,
      PROFILE_PHOTO_RULE,
      sender,
    );
    const errors: FieldErrors = { ...form.errors, ...photo.errors };
    if (!form.value || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const input = form.value;
    const { userId } = actor;
    if (userId !== null && (await this.agents.findByUserId(userId))) {
      throw new AccountAlreadyAgentError();
    }
    const account = userId !== null ? await this.users.findById(userId) : null;
    const proved = provedReplyTo(account, input.email) !== undefined;

    return this.photos.withStaged(photo.accepted, ({ urls: [photoUrl], enqueue }) =>
      this.transactions.run(async () => {
        await enqueue();
        const application = await this.applications.create({
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company,
          licenseNumber: input.licenseNumber ?? null,
          yearsExperience: input.yearsExperience,
          specialization: input.specialization,
          location: input.location,
          bio: input.bio,
          website: input.website ?? null,
          profileImage: photoUrl ?? null,
          certifications: input.certifications ?? null,
          languages: input.languages,
          userId,
          confirmedAt: proved ? this.clock.now() : null,
        });
        if (proved) {
          await this.mailer.send(newApplicationMail(application, this.config.infoEmail));
          return application;
        }
        const token = await this.tokens.issue("verify-application", {
          userId: null,
          applicationId: application.id,
          email: application.email,
        });
        await this.mailer.send(
          verifyApplicationMail(application, applicationLink(this.config.publicUrl, token)),
        );
        return application;
      }),
    );
  }

  /**
   * The applications that reached the admin, newest first; `status` narrows the list. A pending
   * one carries the agents and other pending applications with its e-mail or phone.
   */
  async listApplications(actor: Actor, status?: unknown): Promise<ReviewedApplication[]> {
    adminName(actor);
    const filter = await validateInput(ApplicationFilterInput, { status });
    const list = await this.applications.list(filter.status);
    const pending = list.filter((a) => a.status === "pending").map((a) => a.id);
    const matches = pending.length > 0 ? await this.applications.matchesOf(pending) : new Map();
    return list.map((a) => ({ ...a, matches: matches.get(a.id) ?? [] }));
  }

  /**
   * Approving creates a verified agent linked to the applicant's account; it never changes an
   * existing agent, so an application with an agent's e-mail or phone is refused (409). Either
   * decision e-mails the applicant and is audited. A rejection needs a reason, which
   * is kept, audited and mailed. One transaction: all or nothing; the mail goes to the outbox.
   */
  async decideApplication(
    id: number,
    status: unknown,
    actor: Actor,
    reason?: unknown,
  ): Promise<AgentApplication> {
    const admin = adminName(actor);
    const { status: decision } = await validateInput(DecisionInput, { status });
    const decisionReasonText = decisionReason(decision, reason);
    if (!PositiveId.is(id)) throw new ApplicationNotFoundError();

    return this.transactions.run(async () => {
      const application = await this.applications.findById(id);
      if (!application?.confirmedAt) throw new ApplicationNotFoundError();
      if (application.status !== "pending") {
        throw new ApplicationAlreadyDecidedError(application.status);
      }
      const agentId = decision === "approved" ? await this.createAgent(application) : null;
      const decidedAt = this.clock.now();
      // Conditional on still pending: a concurrent decision makes this fail and roll back.
      const outcome = { status: decision, agentId, decidedAt, decisionReason: decisionReasonText };
      if (!(await this.applications.recordDecision(id, outcome))) {
        throw new ApplicationAlreadyDecidedError("decided");
      }
      const decided: AgentApplication = { ...application, ...outcome };
      const notes = [
        application.name,
        agentId ? `verified agent #${agentId}` : null,
        decisionReasonText ? `reason: ${decisionReasonText}` : null,
      ];
      await this.audit.record(
        admin,
        decision === "approved" ? "agent_application.approved" : "agent_application.rejected",
        { type: "agent_application", id },
        notes.filter(Boolean).join("; "),
      );
      const claim =
        agentId && application.userId === null
          ? claimLink(
              this.config.publicUrl,
              await this.tokens.issue("claim-agent", {
                userId: null,
                applicationId: id,
                email: application.email,
              }),
            )
          : undefined;
      await this.mailer.send(decisionMail(decided, claim));
      return decided;
    });
  }

  private async createAgent(application: AgentApplication): Promise<number> {
    const matches = (await this.applications.matchesOf([application.id])).get(application.id);
    const agentMatch = matches?.find((m) => m.agentId !== null);
    if (agentMatch) throw new ApplicationMatchesAgentError(agentMatch);
    if (application.userId !== null && (await this.agents.findByUserId(application.userId))) {
      throw new AccountAlreadyAgentError();
    }
    const agent = await this.agents.createVerified(profileOf(application));
    // A racing approval took the e-mail or the account between the check and the insert.
    if (!agent) throw new ApplicationMatchesAgentError();
    return agent.id;
  }
}

function profileOf(application: AgentApplication): VerifiedAgentProfile {
  return {
    name: application.name,
    email: application.email,
    company: application.company,
    phone: application.phone,
    bio: application.bio,
    profileImage: application.profileImage,
    region: application.location,
    specialization: application.specialization,
    userId: application.userId,
    licenseNumber: application.licenseNumber,
  };
}
