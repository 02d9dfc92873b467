import type { Application } from "./bootstrap.js";

/**
 * After an upgrade, the agents it unlinked from their accounts (decision 43) are each mailed a
 * claim link once, through the outbox (decision 73); the operator reads in the log how many went
 * and sees in the admin's agents view who has not claimed yet. Never a failed start: the links
 * stay owed and go at the next start, or the admin sends them by hand.
 */
export async function claimLinksAfterUpgrade(application: Application): Promise<void> {
  const { logger } = application;
  try {
    const sent = await application.services.agentLinks.mailDueClaimLinks();
    if (sent > 0) {
      logger.warn(
        { sent },
        "agents unlinked from their accounts by the upgrade were mailed a claim link; GET /api/admin/unclaimed-agents lists who has not claimed",
      );
    }
  } catch (error) {
    logger.warn({ err: error }, "could not mail the claim links owed after the upgrade");
  }
}
