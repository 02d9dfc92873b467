/** The contact details every page shows in the footer (spec §2). */
export const SITE_EMAIL = "info@ofie.com.gh";
export const SITE_PHONE_DISPLAY = "+233 30 296 0000";
export const SITE_PHONE_TEL = "+233302960000";
export const SITE_ADDRESS = [
  "Ofie Ghana",
  "14 Liberation Road, Airport Residential Area",
  "Accra, Ghana",
];

// WhatsApp is how most Ghanaians reach a business.
export { WHATSAPP_NUMBER, whatsAppLink } from "../../lib/whatsapp.js";
