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

/**
 * After the upgrade that made applications prove their address (decision 85), each pending one it
 * sent back is mailed its link once; it reaches the admin when the link is pressed. Never a failed
 * start: the links stay owed and go at the next start.
 */
export async function addressLinksAfterUpgrade(application: Application): Promise<void> {
  const { logger } = application;
  try {
    const sent = await application.services.agentLinks.mailDueAddressLinks();
    if (sent > 0) {
      logger.warn(
        { sent },
        "pending agent applications whose address was never proved were mailed a link to it; each reaches the admin once its link is pressed",
      );
    }
  } catch (error) {
    logger.warn({ err: error }, "could not mail the address links owed after the upgrade");
  }
}
