/**
 * What stands in for a secret in a log line. A mailed link's token is a password for as long as
 * it lives: one read from a log took over an account.
 */
export const REDACTED = "[redacted]";

/** Route parameters that hold a secret: the token of a mailed link (`:token`, `@token`). */
const SECRET_PARAMS = new Set(["token"]);

/** Query parameters that hold a secret, whatever the route (a future signed link, a code). */
const SECRET_QUERY = /([?&;](?:token|code|key|signature|sig|secret|password)=)[^&#;\s"'\\<>]+/gi;

/**
 * A path segment as it may appear in a URL, a JSON string or a sentence: it ends at any of these.
 * A token is base64url, so it ends at a `%` too: the start of an encoded `/` or `?`.
 */
const SEGMENT = `[^/?#&;%\\s"'\\\\<>]+`;
/** A `/`, or the `%2F` it becomes inside a query value (`/login?returnTo=%2Fagents%2Fclaim%2F…`). */
const SLASH = "(?:/|%2[Ff])";

/**
 * The token-bearing routes, learnt from the routers and pages that answer them (never a list
 * kept by hand beside them), and the one function that hides their tokens in any text.
 */
export class SecretPaths {
  private readonly routes = new Set<string>();
  private patterns: { pattern: RegExp; groups: number }[] = [];

  /**
   * Takes route templates as the API routers (`/api/auth/password-reset/:token`) or Vike's
   * filesystem routes (`/reset-password/@token`) write them; keeps those with a secret parameter.
   */
  learn(routes: Iterable<string>): void {
    let added = false;
    for (const route of routes) {
      if (this.routes.has(route) || !secretSegments(route).some(Boolean)) continue;
      this.routes.add(route);
      added = true;
    }
    // Longest first, so that a route is never half-matched by a shorter one inside it.
    if (added) this.patterns = [...this.routes].sort((a, b) => b.length - a.length).map(patternOf);
  }

  /** The routes learnt so far, for a test to see what is covered. */
  known(): string[] {
    return [...this.routes].sort();
  }

  /** The text with every secret segment of a learnt route, and every secret query value, replaced. */
  redact(text: string): string {
    let out = text.includes("=") ? text.replace(SECRET_QUERY, `$1${REDACTED}`) : text;
    for (const { pattern, groups } of this.patterns) {
      out = out.replace(pattern, (_match, ...captured: string[]) =>
        captured
          .slice(0, groups)
          .map((part, i) => (i % 2 === 0 ? part : REDACTED))
          .join(""),
      );
    }
    return out;
  }
}

/** For each segment of a route: whether it is a secret parameter. */
function secretSegments(route: string): boolean[] {
  return route
    .split("/")
    .map((segment) => /^[:@]/.test(segment) && SECRET_PARAMS.has(segment.slice(1)));
}

/**
 * A route as a pattern found anywhere in a text (a path, a full URL, a mail body), capturing
 * alternately the text kept and each secret segment: `(/reset-password/)(SEGMENT)`.
 */
function patternOf(route: string): { pattern: RegExp; groups: number } {
  const secret = secretSegments(route);
  let kept = "";
  let source = "";
  route.split("/").forEach((segment, i) => {
    const head = i === 0 ? "" : SLASH;
    if (secret[i]) {
      source += `(${kept}${head})(${SEGMENT})`;
      kept = "";
    } else {
      kept += head + (/^[:@]/.test(segment) ? SEGMENT : literal(segment));
    }
  });
  // The text after the last secret is left alone: it is not part of the match.
  return { pattern: new RegExp(source, "g"), groups: 2 * secret.filter(Boolean).length };
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The process's one registry: the logger's output hook reads it, the HTTP door and the pages
 * feed it as they are built (before any request is answered or mail written).
 */
export const secretPaths = new SecretPaths();
