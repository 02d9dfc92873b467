import type { Clock } from "../../shared/ports.js";
import type { AuditLogRepository } from "./audit-log.ports.js";
import type { ActorName, AuditAction, AuditTargetType } from "./audit-log.types.js";

const MAX_DETAIL = 300;
const MAX_ACTOR = 100;

/**
 * What a service calls inside the transaction of an admin decision, so that the decision and
 * its audit entry commit or roll back together: no decision without its entry, no entry for a
 * decision that did not happen.
 */
export class AuditTrail {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly clock: Clock,
  ) {}

  async record(
    actor: ActorName,
    action: AuditAction,
    target: { type: AuditTargetType; id?: number | string | null },
    detail?: string | null,
  ): Promise<void> {
    const who = actor.trim();
    // A door that forgot to say who acted is a bug, not an anonymous decision.
    if (!who) throw new Error("an admin decision needs an actor");
    await this.log.add({
      at: this.clock.now(),
      actor: who.slice(0, MAX_ACTOR),
      action,
      targetType: target.type,
      targetId: target.id == null ? null : String(target.id),
      detail: detail ? detail.slice(0, MAX_DETAIL) : null,
    });
  }
}
