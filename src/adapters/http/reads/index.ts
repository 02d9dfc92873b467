import { ACCOUNT_READS, MAIL_LINK_READS } from "./account.reads.js";
import { ADMIN_READS } from "./admin.reads.js";
import { AGENT_READS, CATALOGUE_READS } from "./catalogue.reads.js";
import type { ApiRead } from "./read-door.js";

/**
 * Every GET /api read that answers with one service call (decision 46): the HTTP door mounts
 * each (routers/index.ts) and the pages' data hooks read their seeds through the same entries
 * (`pageContext.readApi`). Routes that redirect or answer HTML stay in their routers.
 */
export const API_READS: readonly ApiRead[] = [
  ...CATALOGUE_READS,
  ...ACCOUNT_READS,
  ...AGENT_READS,
  ...MAIL_LINK_READS,
  ...ADMIN_READS,
];
