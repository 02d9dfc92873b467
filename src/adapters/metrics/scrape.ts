/** Where /metrics gets its text: this process's registry, or the cluster's primary (decision 61). */
export interface Scrape {
  readonly contentType: string;
  text(): Promise<string>;
}

/**
 * `read` at most once every `ms`: scrapes (Prometheus, and each worker of a cluster) share one
 * database query. A failed read counts as unknown, for as long, so an outage is not hammered.
 */
export function readAtMostEvery<T>(
  ms: number,
  read: () => Promise<T>,
): () => Promise<T | undefined> {
  let readAt = Number.NEGATIVE_INFINITY;
  let last: Promise<T | undefined> | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - readAt >= ms) {
      readAt = now;
      last = read().catch(() => undefined);
    }
    return last;
  };
}
