/** What Share passes on for a listing. */
export interface ShareData {
  /** The listing's title, as its page's heading. */
  title: string;
  /** The title and the price as the page shows it: share targets such as WhatsApp drop `title`. */
  text: string;
  /** The listing's absolute canonical address. */
  url: string;
}

/** What the WhatsApp fallback sends: the words the share sheet would send, then the link. */
export function shareMessage(data: ShareData): string {
  return `${data.text}\n${data.url}`;
}

/**
 * wa.me without a number lets the sender pick the chat (GHANA-FACTS: WhatsApp is how people in
 * Ghana pass a listing on). Kept out of lib/whatsapp.ts, which the layout's footer loads on
 * every route: this is only for the two listing pages.
 */
export function whatsAppShareLink(data: ShareData): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(data))}`;
}
