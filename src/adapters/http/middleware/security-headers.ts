import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Context, Middleware, Next } from "koa";

const ONE_YEAR_S = 365 * 24 * 3600;

/** The HSTS header, said only in production over HTTPS; also by the read cache's early hits. */
export const HSTS_HEADER = `max-age=${ONE_YEAR_S}; includeSubDomains`;

/**
 * Browser features the site never uses are refused to it and to anything it might embed, so
 * injected script cannot ask for them in our name. Used, on our own pages only: geolocation, by
 * the home page's location banner (spec §2), and clipboard-write, by a listing's "Copy link"
 * (decision 68; reading the clipboard stays refused). Only features Chromium knows: it warns in
 * the console of every page about an unknown one (bluetooth, web-share; the Web Share API is
 * allowed to our own pages by default).
 */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "clipboard-write=(self)",
  ...[
    "accelerometer",
    "autoplay",
    "browsing-topics",
    "camera",
    "clipboard-read",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "gamepad",
    "gyroscope",
    "hid",
    "idle-detection",
    "local-fonts",
    "magnetometer",
    "microphone",
    "midi",
    "otp-credentials",
    "payment",
    "picture-in-picture",
    "publickey-credentials-create",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "usb",
    "window-management",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

/** The response's nonce lives on the Node response, where helmet's directive functions can read it. */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * The CSP nonce of this response: every inline script of a signed-in user's page carries it
 * (decision 26). A visitor's page, which the read cache may send again, names its scripts by
 * hash instead, so no response replays another's nonce.
 */
export function cspNonceOf(ctx: Context): string {
  const nonce = nonces.get(ctx.res);
  if (!nonce) throw new Error("securityHeaders must run before anything asks for the CSP nonce");
  return nonce;
}

const NONCE_BYTES = 16;
/** Nonces drawn per refill: one call into the CSPRNG per 256 responses, as randomUUID pools too. */
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let drawnAt = 0;

/** 16 fresh random bytes per response, from a pool each byte of which is used once. */
function newNonce(): string {
  if (drawnAt + NONCE_BYTES > drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    drawnAt = 0;
  }
  const nonce = drawn.toString("base64url", drawnAt, drawnAt + NONCE_BYTES);
  drawnAt += NONCE_BYTES;
  return nonce;
}

/** A kept policy as a later response sends it: its nonce replaced by a new one. */
export function withFreshNonce(policy: string): string {
  return policy.replace(/'nonce-[^']*'/, `'nonce-${newNonce()}'`);
}

/**
 * Helmet's headers on every answer (API, pages, static files, 404s, errors), set before anything
 * else runs, with a Content-Security-Policy that admits only our own scripts and inline scripts
 * bearing this response's nonce, and the Permissions-Policy. HSTS only in production over HTTPS
 * (decision 26). `imageOrigins`: where S3_PUBLIC_URL serves the photos and TILE_URL the map's
 * tiles (decision 69), which `https:` does not cover when they are plain http (a local server).
 */
export function securityHeaders(
  production: boolean,
  imageOrigins: readonly string[] = [],
): Middleware {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", () => `'nonce-${NONCE_MARK}'`],
        "script-src-attr": ["'none'"],
        // Style attributes (React's style prop, Radix) and the styles Radix inserts at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        // Blog pictures come from the feeds' own sites; photo previews are blob: URLs.
        "img-src": ["'self'", "data:", "blob:", "https:", ...imageOrigins],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
  return (ctx: Context, next: Next) => {
    const nonce = newNonce();
    nonces.set(ctx.res, nonce);
    if (production && ctx.secure) ctx.set("Strict-Transport-Security", HSTS_HEADER);
    ctx.set("Permissions-Policy", PERMISSIONS_POLICY);
    const res = ctx.res;
    for (const [name, value] of headers) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, typeof value === "string" ? value : value[0] + nonce + value[1]);
    }
    return next();
  };
}

/** Stands for the response's nonce while helmet writes the policy once. */
const NONCE_MARK = "\u0000nonce\u0000";

/**
 * Helmet's headers in helmet's order, written once at start: none depends on the request but the
 * nonce, so each response sets the same values (the policy around its own nonce) instead of
 * having helmet build a dozen headers and the policy's text again. undefined: a header helmet
 * removes.
 */
function helmetHeaders(
  options: HelmetOptions,
): Array<[string, string | [string, string] | undefined]> {
  const written: Array<[string, string | [string, string] | undefined]> = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      const text = String(value);
      const [before, after, more] = text.split(NONCE_MARK);
      if (more !== undefined) throw new Error(`${name}: the nonce twice`);
      written.push([name, after === undefined ? text : [before ?? "", after]]);
    },
    removeHeader(name: string) {
      written.push([name, undefined]);
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return written;
}
