import { type Actor, adminName } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import type { AuditTrail } from "../admin/index.js";
import { licenceWithdrawnMail } from "./agent-mails.js";
import type { AgentsConfig } from "./agents.config.js";
import { AgentNotFoundError, LicenceNotCheckedError } from "./agents.errors.js";
import { LicenceDecisionInput, prepareLicenceDecision } from "./agents.inputs.js";
import type { AgentLicenceRepository } from "./agents.ports.js";
import { LICENCE_CHECK } from "./agents.rules.js";
import type { AgentLicence } from "./agents.types.js";

/**
 * The admin's record that an agent's Real Estate Agency Council licence number was checked
 * (decision 100): which number, when and by whom, audited like the other decisions. Only a
 * checked number is ever shown publicly, as "Licence checked {date}"; a withdrawal takes that
 * line away again and tells the agent why.
 */
export class AgentLicencesService {
  constructor(
    private readonly licences: AgentLicenceRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly mailer: Mailer,
    private readonly config: AgentsConfig,
  ) {}

  /** GET /api/admin/agents: every agent's licence, the ones still to check first. */
  async listLicences(actor: Actor): Promise<AgentLicence[]> {
    adminName(actor);
    return this.licences.list();
  }

  /** PUT /api/admin/agents/{id}/licence: `{action: check, licenseNumber?}` or `{action: withdraw, reason}`. */
  async decideLicence(agentId: number, raw: unknown, actor: Actor): Promise<AgentLicence> {
    const admin = adminName(actor);
    const input = await validateInput(LicenceDecisionInput, raw, prepareLicenceDecision);
    if (!PositiveId.is(agentId)) throw new AgentNotFoundError();
    return this.transactions.run(async () => {
      const licence = await this.licences.lockLicence(agentId);
      if (!licence) throw new AgentNotFoundError();
      if (input.action === "check") {
        const licenseNumber = input.licenseNumber ?? licence.licenseNumber;
        if (!licenseNumber)
          throw ValidationError.single("licenseNumber", LICENCE_CHECK.numberRequired);
        const checkedAt = this.clock.now();
        await this.licences.recordCheck(agentId, licenseNumber, checkedAt, admin);
        await this.audit.record(
          admin,
          "agent.licence_checked",
          { type: "agent", id: agentId },
          `${licence.name}; licence number ${licenseNumber}`,
        );
        return { ...licence, licenseNumber, checkedAt, checkedBy: admin };
      }
      if (!licence.checkedAt) throw new LicenceNotCheckedError();
      const reason = input.reason ?? "";
      await this.licences.withdrawCheck(agentId);
      await this.audit.record(
        admin,
        "agent.licence_check_withdrawn",
        { type: "agent", id: agentId },
        `${licence.name}; reason: ${reason}`,
      );
      await this.mailer.send(licenceWithdrawnMail(licence, reason, this.config.infoEmail));
      return { ...licence, checkedAt: null, checkedBy: null };
    });
  }
}
