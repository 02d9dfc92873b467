import { Command, InvalidArgumentError, Option } from "commander";
import { DEFAULT_THROTTLING, type Throttling } from "./audit-page.js";

export interface LighthouseOptions {
  /** Runs per page; the median is kept. */
  runs: number;
  throttling: Throttling;
}

function atLeastOne(text: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 1) throw new InvalidArgumentError("expected a number ≥ 1");
  return n;
}

/** Reads the command line of `npm run bench:lighthouse --`. */
export function parseOptions(argv: string[]): LighthouseOptions {
  const given = new Command("bench:lighthouse")
    .option("--runs <n>", "runs per page; the median is kept", atLeastOne, 3)
    .addOption(
      new Option("--throttling <method>", "Lighthouse's simulation, or the browser slowed")
        .choices(["simulate", "devtools"])
        .default(DEFAULT_THROTTLING.method),
    )
    .option(
      "--cpu-slowdown <n>",
      "CPU multiplier, for a host unlike the one Lighthouse's 4× assumes",
      atLeastOne,
      DEFAULT_THROTTLING.cpuSlowdown,
    )
    .parse(argv)
    .opts<{ runs: number; throttling: Throttling["method"]; cpuSlowdown: number }>();
  return {
    runs: Math.round(given.runs),
    throttling: { method: given.throttling, cpuSlowdown: given.cpuSlowdown },
  };
}

/** The settings as bench/lighthouse.json records them. */
export function settingsText({ method, cpuSlowdown }: Throttling): string {
  const how = method === "simulate" ? "simulated" : "DevTools";
  return `mobile, ${how} throttling (slow 4G, ${cpuSlowdown}x CPU)`;
}
