/**
 * The text a listing page's "Share on WhatsApp" link sends, read from the server's HTML: the
 * link must be there, a plain link to wa.me opening in a new tab, before any script runs.
 */
export function whatsAppShareText(html: string): string {
  const tag = /<a href="(https:\/\/wa\.me\/\?text=[^"]+)"([^>]*)>Share on WhatsApp<\/a>/.exec(html);
  if (!tag) throw new Error("no 'Share on WhatsApp' link in the server's HTML");
  expect(tag[2]).toContain('target="_blank"');
  expect(tag[2]).toContain('rel="noopener noreferrer"');
  const href = (tag[1] ?? "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
  return new URL(href).searchParams.get("text") ?? "";
}
