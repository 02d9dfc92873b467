import type { ContactChannel } from "#modules/contact-clicks/contact-clicks.types.js";

/**
 * Counts a press of a WhatsApp, Call or e-mail button without holding the visitor back: a keepalive
 * request outlives the page the link leaves, and nobody waits for its answer. A failure (offline,
 * say) only loses the count. (sendBeacon cannot send a JSON content type in Chromium.) The
 * session cookie goes along, so a signed-in visitor counts once a day whatever their network.
 */
export function recordContactClick(target: ClickTarget, channel: ContactChannel): void {
  const url = clickUrl(target);
  try {
    void fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ channel }),
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // fetch itself missing or refusing: the navigation matters, the count does not
  }
}

/** Whose buttons were pressed: a listing's, an agent's in the directory, or a hostel's. */
export type ClickTarget = { propertyId: number } | { agentId: number } | { hostelId: number };

function clickUrl(target: ClickTarget): string {
  if ("propertyId" in target) return `/api/properties/${target.propertyId}/contact-clicks`;
  if ("hostelId" in target) return `/api/student-hostels/${target.hostelId}/contact-clicks`;
  return `/api/agents/${target.agentId}/contact-clicks`;
}
