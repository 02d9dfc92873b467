import { type Actor, adminName } from "../../shared/actor.js";
import type { AuditLogRepository } from "./audit-log.ports.js";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from "./audit-log.types.js";
import { pageNumber } from "./page-number.js";

/** The admin's view of the log: newest first, one page at a time. */
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  async listEntries(actor: Actor, rawPage?: unknown): Promise<AuditLogPage> {
    adminName(actor);
    const page = pageNumber(rawPage);
    const { entries, total } = await this.log.page(
      AUDIT_LOG_PAGE_SIZE,
      (page - 1) * AUDIT_LOG_PAGE_SIZE,
    );
    return { entries, page, pageSize: AUDIT_LOG_PAGE_SIZE, total };
  }
}
