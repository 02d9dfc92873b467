import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Context, Middleware, Next } from "koa";
import helmet from "koa-helmet";

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

const newNonce = () => randomBytes(16).toString("base64url");

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
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse)}'`],
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
  return async (ctx: Context, next: Next) => {
    nonces.set(ctx.res, newNonce());
    if (production && ctx.secure) ctx.set("Strict-Transport-Security", HSTS_HEADER);
    ctx.set("Permissions-Policy", PERMISSIONS_POLICY);
    return headers(ctx, next);
  };
}
