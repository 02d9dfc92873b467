/**
 * Where /login sends the visitor back to: only a path on this site. '//evil.example' and
 * '/\evil.example' are read by browsers as other hosts; /login and /api/ would only loop.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== "string" || !raw.startsWith("/")) return "/";
  if (raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  if (raw.startsWith("/login") || raw.startsWith("/api/")) return "/";
  return raw;
}
