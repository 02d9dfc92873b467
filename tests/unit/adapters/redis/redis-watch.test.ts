import { RedisWatch } from "../../../../src/adapters/redis/redis-watch.js";
import { until } from "../../../support/until.js";

/** A Redis whose answers the test scripts: each PING takes the next one, the last repeats. */
function scripted(answers: boolean[]) {
  let asked = 0;
  return {
    get asked() {
      return asked;
    },
    ping: async () => answers[Math.min(asked++, answers.length - 1)],
  };
}

function capture() {
  const lines: string[] = [];
  const logger = {
    info: (msg: unknown) => void lines.push(String(msg)),
    warn: (_: unknown, msg?: string) => void lines.push(String(msg)),
    error: () => undefined,
  };
  return { lines, logger };
}

const FAST = { everyMs: 5, pingTimeoutMs: 5, misses: 3, downAfterMs: 40 };

describe("RedisWatch", () => {
  it("does not judge an outage on misses that an answer interrupts", async () => {
    const redis = scripted([false, false, true, false, false, true, false, true]);
    const { lines, logger } = capture();
    const watch = new RedisWatch(redis.ping, logger, () => undefined, FAST);
    watch.start();
    await until("the script is played", () => redis.asked > 10, 5000);
    watch.stop();
    expect(watch.state).toBe("ok");
    expect(lines).toEqual([]);
  });

  it("judges Redis unreachable after misses in a row over the span, and back at the first answer, logging each once", async () => {
    const answers = [true, ...Array(40).fill(false), true];
    const redis = scripted(answers);
    const { lines, logger } = capture();
    const watch = new RedisWatch(redis.ping, logger, () => new Error("connect ECONNREFUSED"), FAST);
    watch.start();
    await until("it is judged down", () => watch.state === "unreachable", 5000);
    // The first answer, then at least three misses in a row.
    expect(redis.asked).toBeGreaterThanOrEqual(4);
    await until(
      "it is judged back",
      () => watch.state === "ok" && redis.asked > answers.length,
      5000,
    );
    watch.stop();
    expect(lines).toEqual([
      "rate limits: Redis does not answer; counting in PostgreSQL until it does",
      "rate limits: Redis answers again; counting in Redis",
    ]);
  });
});
