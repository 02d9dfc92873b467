import type { LeadSource } from "#modules/admin/admin-dashboard.types.js";

/** How each source reads in the Leads tab; contact clicks are anonymous button presses. */
export const SOURCE_LABELS: Record<LeadSource, string> = {
  newsletter: "Newsletter",
  contact: "Contact form",
  inquiry: "Inquiry",
  whatsapp: "WhatsApp click",
  call: "Call click",
  "email-click": "E-mail click",
};
