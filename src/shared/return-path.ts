/** Any origin of ours would do: a return path is resolved against it and must stay on it. */
const HERE = "http://ofie.invalid";

/**
 * Where signing in sends the visitor back to: only a path on this site, as a browser will read
 * it. The URL parser decides, not a prefix check: browsers drop tabs and newlines and read '\'
 * as '/', so '/\t/evil.example' and '/\evil.example' are other hosts. /login and /api/ would
 * only loop. The same rule for the server's /api/login and the sign-in page.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== "string" || !raw.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return "/";
  }
  if (url.origin !== HERE) return "/";
  const path = pathOf(url);
  // The parse resolves dot segments: '/.//evil.example' is our '//evil.example', which a browser
  // given it as a Location reads as another host. What is returned must itself stay here.
  if (/^\/[/\\]/.test(path) || !staysHere(path)) return "/";
  return path.startsWith("/login") || path.startsWith("/api/") ? "/" : path;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

function staysHere(path: string): boolean {
  const again = new URL(path, HERE);
  return again.origin === HERE && pathOf(again) === path;
}
