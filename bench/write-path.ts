import type autocannon from "autocannon";
import { expectOk, type Target } from "./targets.js";

// Production cookies are Secure: the app trusts the proxy's https header, as behind a real proxy
// (and as tests/e2e send it).
const HTTPS = { "x-forwarded-proto": "https" };

/** Registers one user for the run; the headers that carry its session. */
export async function signUp(appUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      firstName: "Kofi",
      lastName: "Bench",
      password: "a-long-password",
    }),
  });
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 201 || !cookie) throw new Error(`bench sign-up answered ${res.status}`);
  return { ...HTTPS, cookie };
}

export const WRITE_ANCHOR_NAME = "anchor: the favourite's SQL, bare pg + Koa";

/**
 * The write loop on the app, after its anchor (the statements an add and a remove send, through
 * bare pg, signed in by the same cookie) when a separate process can reach the database.
 */
export function writePathTargets(
  appUrl: string,
  anchorUrl: string | undefined,
  session: Record<string, string>,
  propertyIds: number[],
): Target[] {
  const app = writePathTarget(appUrl, session, propertyIds);
  if (!anchorUrl) return [app];
  return [
    favouriteLoop(WRITE_ANCHOR_NAME, "anchor", anchorUrl, session, propertyIds),
    { ...app, anchor: WRITE_ANCHOR_NAME },
  ];
}

/** The app's write loop (page-cpu's --write loads it too). */
export function writePathTarget(
  appUrl: string,
  session: Record<string, string>,
  propertyIds: number[],
): Target {
  return favouriteLoop("POST+DELETE /api/favorites", "write", appUrl, session, propertyIds);
}

/**
 * POST /api/favorites then DELETE it, on every connection. Each cycle takes the next id of a
 * pool far larger than the connections, so two connections rarely hold the same property at
 * once (and if they do, both calls still answer 2xx: adding twice is 200, removing twice too).
 */
function favouriteLoop(
  name: string,
  kind: Target["kind"],
  url: string,
  session: Record<string, string>,
  propertyIds: number[],
): Target {
  let next = 0;
  type Cycle = { propertyId?: number };
  const headers = { ...session, "content-type": "application/json" };
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/api/favorites",
      headers,
      setupRequest(request, context) {
        const propertyId = propertyIds[next++ % propertyIds.length];
        (context as Cycle).propertyId = propertyId;
        return { ...request, body: JSON.stringify({ propertyId }) };
      },
    },
    {
      method: "DELETE",
      headers: session,
      setupRequest(request, context) {
        return { ...request, path: `/api/favorites/${(context as Cycle).propertyId}` };
      },
    },
  ];
  const probe = async () => {
    const body = JSON.stringify({ propertyId: propertyIds[0] });
    await expectOk("POST", `${url}/api/favorites`, { headers, body });
    await expectOk("DELETE", `${url}/api/favorites/${propertyIds[0]}`, { headers: session });
  };
  return { name, kind, url, requests, probe };
}
