import type { Context } from "koa";
import { SESSION_COOKIE } from "../src/adapters/http/session.js";
import {
  SESSION_READ,
  sessionKey,
} from "../src/adapters/modules/accounts/typeorm-session.store.js";
import {
  FAVOURITE_ADD,
  FAVOURITE_REMOVE,
} from "../src/adapters/modules/favourites/sql-favourite.repository.js";
import type { AnchorDatabase } from "./anchor-database.js";

// The statements the app sends for POST /api/favorites and DELETE /api/favorites/:propertyId
// (the write path): each request reads its session's row by the cookie's id, then the add
// (favourite_add, migration 1765530000000) or the remove, each a statement of its own outside
// any transaction. The session's last-seen stamp is written at most once a minute
// (session-expiry.ts), so a load of seconds on one session writes it once at most: left out.

/** The signed-in user of the session the cookie names, read as the session store reads it. */
async function userOf(ctx: Context, db: AnchorDatabase): Promise<number | undefined> {
  const id = ctx.cookies.get(SESSION_COOKIE);
  if (!id) return undefined;
  const [row] = await db.run(SESSION_READ, [sessionKey(id)]);
  if (!row || (row.expires_at as Date).getTime() <= Date.now()) return undefined;
  return (row.data as { userId?: number }).userId;
}

/** A bare Koa has no body parser: the add's small JSON body, read whole. */
async function jsonBody(ctx: Context): Promise<{ propertyId?: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** POST /api/favorites and DELETE /api/favorites/:propertyId, answered with the rows as JSON. */
export async function answerFavourite(ctx: Context, db: AnchorDatabase): Promise<void> {
  const userId = await userOf(ctx, db);
  if (userId === undefined) {
    ctx.status = 401;
    return;
  }
  if (ctx.method === "POST") {
    const { propertyId } = await jsonBody(ctx);
    const [row] = await db.run(FAVOURITE_ADD, [userId, Number(propertyId)]);
    ctx.status = !row ? 404 : row["favourite.created"] ? 201 : 200;
    ctx.body = row ?? { error: "not found" };
    return;
  }
  if (ctx.method !== "DELETE") {
    ctx.status = 405;
    return;
  }
  const propertyId = Number(ctx.path.slice(ctx.path.lastIndexOf("/") + 1));
  const { rowCount } = await db.pool.query(FAVOURITE_REMOVE, [userId, propertyId]);
  ctx.body = { removed: (rowCount ?? 0) > 0 };
}
