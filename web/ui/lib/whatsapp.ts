import { ghanaPhone } from "#shared/ghana-phone.js";

/** Ofie's own WhatsApp line (wa.me takes the international number without '+'). */
export const WHATSAPP_NUMBER = "233302960000";

/**
 * A Ghanaian number as wa.me wants it: "024 412 3456" or "+233 24 412 3456" → "233244123456".
 * Anything that is not a Ghana number of the usual length falls back to Ofie's line.
 */
export function whatsAppNumber(phone: string | null | undefined): string {
  return ghanaPhone(phone)?.slice(1) ?? WHATSAPP_NUMBER;
}

export function whatsAppLink(message: string, number = WHATSAPP_NUMBER): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** What a buyer sends about a listing: the listing's own link, so the agent knows which one. */
export function listingWhatsAppMessage(agentName: string, title: string, url: string): string {
  return `Hello ${agentName}, I saw "${title}" on Ofie: ${url} Is it still available?`;
}
