import { addressParts } from "../../shared/ip-address.js";

/**
 * Who pressed a contact button, as the request tells it: the signed-in account, else the random
 * id a signed-out visitor's session already holds, else the client address. Nothing of it is
 * stored; the service keeps only a keyed hash of the name `visitorName` gives it.
 */
export interface ClickVisitor {
  userId: number | null;
  /** A random id kept in the visitor's session, when the request came with one. */
  sessionVisitorId: string | null;
  /** The client address (behind TRUST_PROXY, the one the proxy saw). */
  address: string;
}

/**
 * The one name a visitor is counted under. An account wins over anything else: signed in, a
 * person is the same whichever network their phone is on. A session's id comes next, so two
 * people behind one shared address each count; a script that sends no cookie is its address.
 */
export function visitorName(visitor: ClickVisitor): string {
  if (visitor.userId !== null) return `user:${visitor.userId}`;
  if (visitor.sessionVisitorId) return `session:${visitor.sessionVisitorId}`;
  return `address:${addressKey(visitor.address)}`;
}

/**
 * An IPv4 address is one visitor (a household, or many behind a carrier's shared address); an
 * IPv6 one is its /64, since one connection is given a whole /64 and may use any address in it,
 * so counting each address would let one phone count billions of times.
 */
export function addressKey(address: string): string {
  const parts = addressParts(address);
  if (parts?.family === 4) return parts.octets.join(".");
  if (parts?.family === 6) return `${parts.groups.slice(0, 4).join(":")}::/64`;
  return `unknown:${address}`;
}

/**
 * The calendar day a click counts in: Ghana's (Africa/Accra), which is UTC all year round with
 * no summer time, so the UTC date is the local one. `YYYY-MM-DD`, as a SQL date reads it.
 */
export function clickDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
