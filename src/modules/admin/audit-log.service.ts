import { type Actor, adminName } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import type { AuditLogRepository } from "./audit-log.ports.js";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from "./audit-log.types.js";

const MAX_PAGE = 100_000;

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

function pageNumber(raw: unknown): number {
  if (raw === undefined || raw === "") return 1;
  const page =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d{1,6}$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw ValidationError.single("page", "Page must be a whole number from 1");
  }
  return page;
}
