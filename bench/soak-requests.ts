import { randomBytes } from "node:crypto";
import type autocannon from "autocannon";

/** What the app acknowledged (2xx) during the soak, to be found in the database afterwards. */
export interface WriteLedger {
  /** Contact messages answered 201: the token sent and the id the app answered. */
  messages: Array<{ token: string; id: number }>;
  /** Per property, the last favourite call acknowledged: true = added, false = removed. */
  favourites: Map<number, boolean>;
  /**
   * Properties with a favourite call the app never answered (a timeout, a dropped connection):
   * it may still land after a later call, so their final state is not checked.
   */
  unanswered: Set<number>;
  /** Writes sent, answered 2xx or not. */
  sent: number;
}

export function emptyLedger(): WriteLedger {
  return { messages: [], favourites: new Map(), unanswered: new Set(), sent: 0 };
}

/** autocannon's per-connection context, cleared at the start of each cycle. */
type Cycle = { propertyId?: number; token?: string };

function parse(body: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(body);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One cycle per connection, repeated: the API reads (list, detail, hostels), three SSR pages,
 * and the writes of a signed-in user: add a favourite, send a contact message carrying a unique
 * token, remove the favourite (the writes early in the cycle, so a short run on a slow machine
 * still makes some). A cycle leases a property no other cycle holds until its removal is
 * answered, so favourite calls on one property never race and the last acknowledged call per
 * property is what the database must hold.
 *
 * An answer counts only when its body is the one that write gives (the favourite of that
 * property, `{removed}`, `{success, id}`): after a dropped connection autocannon may hand a
 * request the answer of the next one. A favourite call left unanswered keeps its property
 * leased for good and out of the final check.
 */
export function soakRequests(
  session: Record<string, string>,
  propertyIds: number[],
  connections: number,
  ledger: WriteLedger,
): autocannon.Request[] {
  if (propertyIds.length < connections * 2) {
    throw new Error(`${propertyIds.length} properties for ${connections} connections: seed more`);
  }
  const runId = randomBytes(3).toString("hex");
  const free = [...propertyIds];
  let nextToken = 0;
  const propertyOf = (context: object) => (context as Cycle).propertyId ?? 0;
  const json = { ...session, "content-type": "application/json" };
  const ok = (status: number) => status >= 200 && status < 300;
  // Reads as a browser asks for them (compressed); writes uncompressed, to read their answers.
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const get = (path: string): autocannon.Request => ({ method: "GET", path, headers: browser });
  /** A favourite call answered: an error answer (JSON with a message) wrote nothing. */
  const favouriteAnswered = (
    status: number,
    body: string,
    propertyId: number,
    isOwnAnswer: (answer: Record<string, unknown>) => boolean,
    added: boolean,
  ) => {
    const answer = parse(body);
    if (ok(status) && answer && isOwnAnswer(answer)) {
      ledger.favourites.set(propertyId, added);
      ledger.unanswered.delete(propertyId);
    } else if (!ok(status) && typeof answer?.message === "string") {
      ledger.unanswered.delete(propertyId);
    }
  };
  return [
    {
      method: "GET",
      path: "/api/properties",
      headers: browser,
      setupRequest(request, context) {
        let propertyId = free.shift();
        if (propertyId === undefined) {
          // Every property is held by a call lost to a timeout: load one anyway, unchecked.
          propertyId = propertyIds[Math.floor(Math.random() * propertyIds.length)];
          ledger.unanswered.add(propertyId);
        }
        (context as Cycle).propertyId = propertyId;
        return request;
      },
    },
    {
      method: "POST",
      path: "/api/favorites",
      headers: json,
      setupRequest(request, context) {
        ledger.sent++;
        ledger.unanswered.add(propertyOf(context));
        return { ...request, body: JSON.stringify({ propertyId: propertyOf(context) }) };
      },
      onResponse(status, body, context) {
        const propertyId = propertyOf(context);
        favouriteAnswered(status, body, propertyId, (a) => a.propertyId === propertyId, true);
      },
    },
    {
      method: "POST",
      path: "/api/contact/submit",
      headers: { "content-type": "application/json" },
      setupRequest(request, context) {
        ledger.sent++;
        const n = nextToken++;
        const token = `soak-${runId}-${n}`;
        (context as Cycle).token = token;
        // Each message comes from another visitor, as on the real site: one visitor sending
        // thousands would rightly meet the contact form's rate limit (decision 25). The app runs
        // in production, behind "a proxy", so the address is the forwarded one.
        const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return {
          ...request,
          headers: { ...request.headers, "x-forwarded-for": visitor },
          body: JSON.stringify({
            name: "Ama Soak",
            email: `ama.soak.${n}@example.com`,
            message: `Soak test message ${token}`,
            inquiryType: "other",
          }),
        };
      },
      onResponse(status, body, context) {
        const token = (context as Cycle).token;
        const answer = parse(body);
        if (ok(status) && token && answer?.success === true && typeof answer.id === "number") {
          ledger.messages.push({ token, id: answer.id });
        }
      },
    },
    {
      method: "GET",
      headers: browser,
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/properties/${propertyOf(context)}`,
      }),
    },
    get("/api/student-hostels"),
    {
      method: "GET",
      headers: browser,
      setupRequest: (request, context) => ({
        ...request,
        path: `/properties/${propertyOf(context)}`,
      }),
    },
    {
      method: "DELETE",
      headers: session,
      setupRequest(request, context) {
        if (ledger.unanswered.has(propertyOf(context))) {
          // Its add is still unanswered: removing now could be overtaken by it.
          return { ...request, method: "GET", path: "/api/favorites" };
        }
        ledger.sent++;
        ledger.unanswered.add(propertyOf(context));
        return { ...request, path: `/api/favorites/${propertyOf(context)}` };
      },
      onResponse(status, body, context) {
        const propertyId = propertyOf(context);
        favouriteAnswered(status, body, propertyId, (a) => typeof a.removed === "boolean", false);
        if (!ledger.unanswered.has(propertyId)) free.push(propertyId);
      },
    },
    get("/"),
    get("/properties"),
  ];
}
