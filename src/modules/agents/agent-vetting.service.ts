import { type FieldErrors, ValidationError } from "../../shared/errors.js";
import type {
  Clock,
  FileStore,
  ImageProbe,
  Mailer,
  TransactionRunner,
} from "../../shared/ports.js";
import { checkUploads, type UploadedFile, withStoredUploads } from "../../shared/uploads.js";
import { tryValidate, validateInput } from "../../shared/validation.js";
import type { ActorName } from "../admin/audit-log.types.js";
import type { AuditTrail } from "../admin/audit-trail.js";
import { decisionMail, newApplicationMail } from "./agent-mails.js";
import { ApplicationAlreadyDecidedError, ApplicationNotFoundError } from "./agents.errors.js";
import {
  AgentApplicationInput,
  ApplicationFilterInput,
  DecisionInput,
  PROFILE_PHOTO_RULE,
  prepareApplication,
} from "./agents.inputs.js";
import type { AgentApplicationRepository, AgentRepository } from "./agents.ports.js";
import type { AgentApplication, VerifiedAgentProfile } from "./agents.types.js";

const MAX_ID = 2_147_483_647;

/** Agent applications: submitted by anyone, decided by the administrator (HTTP or CLI). */
export class AgentVettingService {
  constructor(
    private readonly applications: AgentApplicationRepository,
    private readonly agents: AgentRepository,
    private readonly files: FileStore,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    /** The info mailbox that hears about new applications. */
    private readonly infoEmail: string,
    private readonly audit: AuditTrail,
    private readonly images: ImageProbe,
  ) {}

  /**
   * Validates the form and the photo together (one errors map), stores the photo, records
   * the application as pending and tells the info mailbox. If anything after storing the
   * photo fails, the row is rolled back and the photo removed.
   */
  async submitApplication(
    raw: unknown,
    profileImage: readonly UploadedFile[] = [],
  ): Promise<AgentApplication> {
    const form = await tryValidate(() =>
      validateInput(AgentApplicationInput, raw, prepareApplication),
    );
    const photo = await checkUploads("profileImage", profileImage, PROFILE_PHOTO_RULE, this.images);
    const errors: FieldErrors = { ...form.errors, ...photo.errors };
    if (!form.value || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const input = form.value;

    return withStoredUploads(this.files, photo.accepted, ([photoUrl]) =>
      this.transactions.run(async () => {
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
        });
        await this.mailer.send(newApplicationMail(application, this.infoEmail));
        return application;
      }),
    );
  }

  /** Newest first; `status` (pending|approved|rejected) narrows the list. */
  async listApplications(status?: unknown): Promise<AgentApplication[]> {
    const filter = await validateInput(ApplicationFilterInput, { status });
    return this.applications.list(filter.status);
  }

  /**
   * Approving creates or updates (by e-mail) a verified agent from the application and
   * links it; either decision e-mails the applicant and is audited. One transaction: all or nothing.
   */
  async decideApplication(
    id: number,
    status: unknown,
    actor: ActorName,
  ): Promise<AgentApplication> {
    const { status: decision } = await validateInput(DecisionInput, { status });
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new ApplicationNotFoundError();

    return this.transactions.run(async () => {
      const application = await this.applications.findById(id);
      if (!application) throw new ApplicationNotFoundError();
      if (application.status !== "pending") {
        throw new ApplicationAlreadyDecidedError(application.status);
      }
      const agent =
        decision === "approved" ? await this.agents.upsertVerified(profileOf(application)) : null;
      const decidedAt = this.clock.now();
      const agentId = agent?.id ?? null;
      // Conditional on still pending: a concurrent decision makes this fail and roll back.
      if (!(await this.applications.recordDecision(id, { status: decision, agentId, decidedAt }))) {
        throw new ApplicationAlreadyDecidedError("decided");
      }
      const decided: AgentApplication = { ...application, status: decision, agentId, decidedAt };
      await this.audit.record(
        actor,
        decision === "approved" ? "agent_application.approved" : "agent_application.rejected",
        { type: "agent_application", id },
        agentId ? `${application.name}; verified agent #${agentId}` : application.name,
      );
      await this.mailer.send(decisionMail(decided));
      return decided;
    });
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
  };
}
