// Where a V8 CPU profile's time went (page-cpu's, or any `--cpu-prof` file), by package or our
// own code and by function, in ms per request and as shares of the busy time (idle left out).
//   node build/bench/page-cpu/shares.js <file.cpuprofile> [--requests N] [--top 15]
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const file = args.find((arg) => arg.endsWith(".cpuprofile"));
if (!file) throw new Error("usage: shares.js <file.cpuprofile> [--requests N] [--top N]");
const requests = flag("--requests", 1);
const top = flag("--top", 15);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

/** Which package, or which part of ours, a script belongs to. */
export function groupOf(url: string, functionName: string): string | undefined {
  if (url === "") return functionName.startsWith("(") ? functionName : undefined;
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : first;
  }
  if (url.startsWith("node:")) return "node (its own JavaScript)";
  if (url.includes("/dist/server/")) return "ours: pages (dist/server)";
  if (url.includes("/build/src/")) return "ours: server (build/src)";
  return url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

/** A native function (JSON.stringify, a regexp) counts for the script that called it. */
function groupCharged(id: number): string {
  let at: number | undefined = id;
  while (at !== undefined) {
    const { url, functionName } = byId.get(at)?.callFrame ?? { url: "", functionName: "" };
    const group = groupOf(url, functionName);
    if (group) return group;
    at = parent.get(at);
  }
  return "(native, no caller)";
}

const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  // A sample's time is the gap to the next one (as DevTools counts it).
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const idle = [...selfUs].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)");
const idleUs = idle.reduce((sum, [, us]) => sum + us, 0);
const allUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const busyUs = allUs - idleUs;

const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);
const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
  if (functionName === "(idle)") continue;
  add(groups, groupCharged(id), us);
  const where = url
    ? `${groupOf(url, functionName)} ${url.split("/").pop()}:${lineNumber + 1}`
    : "native";
  add(functions, `${functionName || "(anonymous)"}  [${where}]`, us);
}

/** Time with the function anywhere on the stack, each function counted once per sample. */
const inclusive = new Map<string, number>();
const keyOf = (id: number) => {
  const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
  return url
    ? `${functionName || "(anonymous)"}  [${groupOf(url, functionName)} ${url.split("/").pop()}:${lineNumber + 1}]`
    : undefined;
};
for (const [id, us] of selfUs) {
  if (byId.get(id)?.callFrame.functionName === "(idle)") continue;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = keyOf(at);
    if (key && !seen.has(key)) {
      seen.add(key);
      add(inclusive, key, us);
    }
  }
}

const ms = (us: number) => (us / 1000 / requests).toFixed(2).padStart(7);
const share = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const say = (text: string) => process.stdout.write(`${text}\n`);
say(
  `${file}: busy ${ms(busyUs)} ms per request on the main thread (idle ${ms(idleUs)}), ${requests} requests`,
);
say("\nby package (natives charged to their caller):");
for (const [name, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  say(`${ms(us)} ms ${share(us)}  ${name}`);
}
say("\nby function (self time):");
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  say(`${ms(us)} ms ${share(us)}  ${name}`);
}
if (args.includes("--inclusive")) {
  say("\nby function (inclusive: with what it calls):");
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 4)) {
    say(`${ms(us)} ms ${share(us)}  ${name}`);
  }
}
