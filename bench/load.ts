import autocannon from "autocannon";
import { sampleRss } from "./rss.js";
import { expectOk, type Target } from "./targets.js";

export interface LoadResult {
  target: string;
  kind: Target["kind"];
  /** The anchor target this one is held to, by name. */
  anchor?: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus connection errors (timeouts included). */
  errors: number;
  serverErrors: number;
  timeouts: number;
  requests: number;
  /** Peak RSS of the largest server process under this load (bytes), when it could be read. */
  peakRssBytes: number | undefined;
  /** Server processes sampled (a cluster's primary and workers). */
  processes: number;
}

/** Answers the target once by hand: a 5xx fails here with its message, whatever the speed. */
export function probeTarget(target: Target): Promise<void> {
  return target.probe ? target.probe() : expectOk("GET", target.url + (target.path ?? ""));
}

/**
 * Loads one target with autocannon for `duration` seconds (or for `requests` requests), sampling
 * the RSS of the server's processes meanwhile.
 */
export async function loadTarget(
  target: Target,
  settings: { connections: number; duration: number; requests?: number },
  serverPid: number | undefined,
): Promise<LoadResult> {
  const rss = serverPid === undefined ? undefined : sampleRss(serverPid);
  const result = await autocannon({
    url: target.url + (target.path ?? ""),
    requests: target.requests,
    connections: settings.connections,
    duration: settings.duration,
    amount: settings.requests,
    timeout: 10,
    // As a browser asks: lets the app compress what it would compress for a phone.
    headers: { "accept-encoding": "gzip, deflate, br", ...target.headers },
  });
  // autocannon counts a 304 as non-2xx: for a revalidation it is the success.
  const expected = target.expectStatus
    ? (result.statusCodeStats?.[String(target.expectStatus) as "200"]?.count ?? 0)
    : 0;
  const peak = rss?.stop();
  return {
    target: target.name,
    kind: target.kind,
    anchor: target.anchor,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx - expected + result.errors,
    serverErrors: result["5xx"],
    timeouts: result.timeouts,
    requests: result.requests.total,
    peakRssBytes: peak?.perProcessBytes,
    processes: peak?.processes ?? 0,
  };
}
