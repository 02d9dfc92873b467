/** The contact details every page shows in the footer (spec §2). */
export const SITE_EMAIL = "info@ofie.com.gh";
export const SITE_PHONE_DISPLAY = "+233 30 296 0000";
export const SITE_PHONE_TEL = "+233302960000";
export const SITE_ADDRESS = [
  "Ofie Ghana",
  "14 Liberation Road, Airport Residential Area",
  "Accra, Ghana",
];

/** WhatsApp is how most Ghanaians reach a business; wa.me takes the number without '+'. */
export const WHATSAPP_NUMBER = "233302960000";

export function whatsAppLink(message: string, number = WHATSAPP_NUMBER): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
