import type { Cluster } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { Scrape } from "./scrape.js";

const ASK = "ofie:metrics-ask";
const ANSWER = "ofie:metrics-answer";
/** A little longer than prom-client's own 5 s wait for the workers' registries. */
const ANSWER_WAIT_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: number;
}

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * In a cluster's primary (decision 61): prom-client's AggregatorRegistry asks every worker for its
 * registry over IPC and adds them up. The scrape it returns serves METRICS_PORT; a worker asking
 * on behalf of a /metrics request on the main port gets the same text back.
 */
export function clusterScrape(cluster: Cluster): Scrape {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
  return { contentType: aggregator.contentType, text: () => aggregator.clusterMetrics() };
}

/**
 * In a cluster worker, from its first moment: answers the primary's requests for its registry
 * (prom-client's listener, installed by constructing an AggregatorRegistry). Until the worker
 * serves, it answers with nothing; unanswered, the primary would wait 5 s and fail the scrape.
 */
export function joinClusterMetrics(): void {
  new AggregatorRegistry();
}

/**
 * In a serving cluster worker: offers this process's registry to the primary's aggregation, and
 * scrapes the whole group through the primary, so whichever worker the main port hands /metrics
 * to answers for every worker.
 */
export function workerScrape(registry: Registry): Scrape {
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<number, (answer: Answer) => void>();
  let nextId = 0;
  process.on("message", (message: unknown) => {
    if (isMessage<Answer>(message, ANSWER)) waiting.get(message.id)?.(message);
  });
  return {
    contentType: registry.contentType,
    text: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(
          () => settle({ type: ANSWER, id, error: "no answer" }),
          ANSWER_WAIT_MS,
        );
        function settle(answer: Answer) {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(`cluster metrics: ${answer.error ?? "no text"}`));
        }
        waiting.set(id, settle);
        try {
          process.send?.({ type: ASK, id } satisfies Ask);
        } catch (error) {
          // The primary is gone (the group is stopping).
          settle({ type: ANSWER, id, error: (error as Error).message });
        }
      }),
  };
}

function isMessage<T extends { type: string }>(message: unknown, type: T["type"]): message is T {
  return typeof message === "object" && message !== null && (message as T).type === type;
}
