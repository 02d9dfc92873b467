import { randomBytes } from "node:crypto";
import type Koa from "koa";
import type { Context } from "koa";
import session from "koa-session";
import { UnauthorizedError } from "../../shared/errors.js";
import type { TypeOrmSessionStore } from "../persistence/repositories/typeorm-session.store.js";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId?: number;
  isAdmin?: boolean;
  /** A random id given to a visitor who reports a listing, so one person counts once (decision 13). */
  reporterId?: string;
}

/** Server-side sessions: the cookie holds only a random id; the data lives in PostgreSQL. */
export function sessionMiddleware(app: Koa, store: TypeOrmSessionStore, production: boolean) {
  const middleware = session(
    {
      key: "ofie.sid",
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
  // Secure in production whenever the request came over HTTPS (directly or, with app.proxy,
  // through the proxy's X-Forwarded-Proto). A plain-HTTP production start, such as
  // docker-compose on http://localhost:3000, would otherwise fail every sign-in with a 500:
  // the cookies module refuses to send a Secure cookie over an unencrypted connection.
  return async (ctx: Context, next: Koa.Next) => {
    ctx.sessionOptions.secure = production && ctx.secure;
    return middleware(ctx, next);
  };
}

export function sessionOf(ctx: Context): SessionData {
  return (ctx.session ?? {}) as SessionData;
}

export function requireUserId(ctx: Context): number {
  const userId = sessionOf(ctx).userId;
  if (!userId) throw new UnauthorizedError();
  return userId;
}

/** The admin wall is the server's: the spec's browser flag decides nothing. */
export function requireAdmin(ctx: Context): void {
  if (!sessionOf(ctx).isAdmin) throw new UnauthorizedError("Unauthorized: admin sign-in required");
}

/** A new session id whenever privileges change, so a fixed or stolen id gains nothing. */
export async function rotateSession(ctx: Context, data: SessionData): Promise<void> {
  if (!ctx.session) throw new Error("session middleware missing");
  Object.assign(ctx.session, data);
  await ctx.session.regenerate();
}
