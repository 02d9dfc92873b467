/** React's text escaping, so a text with an apostrophe or ampersand is found as sent. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** The answers a page's `+data.ssr.ts` seeded, read back from the pageContext Vike sends along. */
export function seedsIn(html: string): Record<string, unknown> {
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
    html,
  );
  // Vike's pageContext holds them as one JSON text (web/ui/queries/seeds.ts).
  return JSON.parse(JSON.parse(json?.[1] ?? "null").data.seeds);
}
