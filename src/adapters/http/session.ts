import { randomBytes } from "node:crypto";
import type Koa from "koa";
import type { Context } from "koa";
import session from "koa-session";
import type { Actor } from "../../shared/actor.js";
import type { Clock } from "../../shared/ports.js";
import type { TypeOrmSessionStore } from "../modules/accounts/typeorm-session.store.js";
import { expiredPart, SEEN_AT_GRANULARITY_MS } from "./session-expiry.js";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "ofie.sid";

export interface SessionData {
  userId?: number;
  isAdmin?: boolean;
  /** Drawn at admin sign-in: the shared password names no one, this tells sessions apart in the audit log. */
  adminTag?: string;
  /**
   * A random id given to a visitor who reports a listing, so one person counts once (decision 13);
   * their contact clicks are counted under it too (decision 84).
   */
  reporterId?: string;
  /** Epoch ms of the sign-in (or admin login) that created this session: absolute expiry. */
  createdAt?: number;
  /** Epoch ms of the last request seen, to the minute: idle expiry. */
  seenAt?: number;
  /** Epoch ms of the admin login: the admin rights' own, shorter, absolute expiry. */
  adminSince?: number;
}

const clocks = new WeakMap<Context, Clock>();

/** Server-side sessions: the cookie holds only a random id; the data lives in PostgreSQL. */
export function sessionMiddleware(
  app: Koa,
  store: TypeOrmSessionStore,
  production: boolean,
  clock: Clock,
) {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: "lax",
      signed: false,
      rolling: false,
      renew: true,
      store,
      genid: () => randomBytes(32).toString("base64url"),
    },
    app,
  );
  // Secure in production whenever the request came over HTTPS (directly or, from a TRUST_PROXY
  // peer, through the proxy's X-Forwarded-Proto). A plain-HTTP production start, such as
  // docker-compose on http://localhost:3000, would otherwise fail every sign-in with a 500:
  // the cookies module refuses to send a Secure cookie over an unencrypted connection.
  return async (ctx: Context, next: Koa.Next) => {
    ctx.sessionOptions.secure = production && ctx.secure;
    clocks.set(ctx, clock);
    return middleware(ctx, async () => {
      enforceExpiry(ctx, clock.now().getTime());
      await next();
    });
  };
}

/** Idle and absolute expiry on the server (decision 26): the cookie's own lifetime decides nothing. */
function enforceExpiry(ctx: Context, now: number): void {
  const data = ctx.session as SessionData | null;
  if (!data || (!data.userId && !data.isAdmin)) return;
  const expired = expiredPart(data, now);
  if (expired === "session") {
    // Deletes the row and clears the cookie when the request ends; this request is a visitor's.
    ctx.session = null;
    return;
  }
  if (expired === "admin") {
    delete data.isAdmin;
    delete data.adminSince;
  }
  if (now - (data.seenAt ?? 0) >= SEEN_AT_GRANULARITY_MS) data.seenAt = now;
}

/** Who this request acts as; services check it themselves (src/shared/actor.ts). */
export function actorOf(ctx: Context): Actor {
  const { userId, isAdmin, adminTag } = sessionOf(ctx);
  return {
    userId: userId ?? null,
    admin: isAdmin ? (adminTag ? `admin#${adminTag}` : "admin") : null,
    operator: null,
  };
}

export function sessionOf(ctx: Context): SessionData {
  return (ctx.session ?? {}) as SessionData;
}

/** A short random tag for a new admin session. */
export function newAdminTag(): string {
  return randomBytes(4).toString("hex");
}

/**
 * A new session id whenever privileges change (sign-in, admin login, admin logout), so a fixed or
 * stolen id gains nothing: the old row is deleted and the session holds exactly `data`, stamped.
 */
export async function rotateSession(ctx: Context, data: SessionData): Promise<void> {
  const clock = clocks.get(ctx);
  if (!clock) throw new Error("session middleware missing");
  const now = clock.now().getTime();
  const stamped: SessionData = { ...data, createdAt: data.createdAt ?? now, seenAt: now };
  if (stamped.isAdmin) stamped.adminSince = data.adminSince ?? now;
  else delete stamped.adminSince;
  // Assigning a plain object keeps koa-session's bookkeeping out of the new session's data.
  ctx.session = stamped as unknown as typeof ctx.session;
  await ctx.session?.regenerate();
}

/** The session's own fields, without koa-session's bookkeeping. */
export function sessionFields(ctx: Context): SessionData {
  const { userId, isAdmin, adminTag, reporterId, createdAt, adminSince } = sessionOf(ctx);
  return Object.fromEntries(
    Object.entries({ userId, isAdmin, adminTag, reporterId, createdAt, adminSince }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
