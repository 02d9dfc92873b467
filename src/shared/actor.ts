import { UnauthorizedError } from "./errors.js";

/**
 * Who is asking, as every door (HTTP router, page data hook, CLI) builds it and every service
 * that needs authority checks it itself: one forgotten check in a door then leaks nothing.
 * A session may be signed in to an account and hold the admin's rights at once. Whether a user
 * is a verified agent, or has proved their e-mail, is the services' to look up by `userId`.
 */
export interface Actor {
  /** The signed-in account, if any. */
  readonly userId: number | null;
  /** The admin rights of this session, named as the audit log names them ("admin#<tag>"). */
  readonly admin: string | null;
  /** An operator at the command line ("cli:<os user>"): an admin's authority without a session. */
  readonly operator: string | null;
}

export const VISITOR: Actor = Object.freeze({ userId: null, admin: null, operator: null });

export function userActor(userId: number): Actor {
  return { userId, admin: null, operator: null };
}

export function operatorActor(name: string): Actor {
  return { userId: null, admin: null, operator: name };
}

/** The acting account's id; a visitor is refused with 401. */
export function signedInUser(actor: Actor): number {
  if (actor.userId === null) throw new UnauthorizedError();
  return actor.userId;
}

/** The name the audit log records for an admin decision; anyone else is refused with 401. */
export function adminName(actor: Actor): string {
  const name = actor.admin ?? actor.operator;
  if (!name) throw new UnauthorizedError("Unauthorized: admin sign-in required");
  return name;
}
