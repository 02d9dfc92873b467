import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Decision 75: what a server or command process would print as free text (a warning, a
// library's console call, a crash) is one JSON log line with the stack inside. Real processes on
// the built modules, each ending as Node would end it.

const root = fileURLToPath(new URL("../..", import.meta.url));
const built = (file: string) =>
  pathToFileURL(path.join(root, "build/src/adapters/logging", file)).href;

interface LogLine {
  level: number;
  msg: string;
  err: { stack: string; message: string; type?: string; code?: string };
}

/** Runs `body` after the process's output is sent to the log; its exit code and every line. */
async function run(body: string) {
  const script = `
    const { createLogger } = await import(${JSON.stringify(built("logger.js"))});
    const { sendProcessOutputTo } = await import(${JSON.stringify(built("process-output.js"))});
    sendProcessOutputTo(createLogger("info", true));
    ${body}`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const lines = output.split("\n").filter((line) => line !== "");
  return { code, lines, parsed: lines.map((line) => JSON.parse(line) as LogLine) };
}

it("an uncaught exception: one fatal line with its stack, exit code 1", async () => {
  const { code, parsed } = await run(`setTimeout(() => { throw new Error("boom") });`);
  expect(code).toBe(1);
  expect(parsed).toEqual([
    expect.objectContaining({ level: 60, msg: "uncaught exception: stopping" }),
  ]);
  expect(parsed[0]?.err.stack).toMatch(/^Error: boom\n\s+at /);
}, 30_000);

it("an unhandled rejection: one fatal line with its stack, exit code 1", async () => {
  const { code, parsed } = await run(`Promise.reject(new TypeError("nobody caught me"));`);
  expect(code).toBe(1);
  expect(parsed).toEqual([
    expect.objectContaining({ level: 60, msg: "unhandled promise rejection: stopping" }),
  ]);
  expect(parsed[0]?.err.stack).toMatch(/^TypeError: nobody caught me\n\s+at /);
}, 30_000);

it("warnings and console calls: a line each, the process going on", async () => {
  const { code, parsed } = await run(`
    process.emitWarning("Buffer() is deprecated", "DeprecationWarning", "DEP0005");
    process.emitWarning("NodeVersionSupportWarning: first line\\nsecond line");
    console.error(new Error("a library's error"));
    console.warn("%s of %d", "one", 2);
    console.log("\\u001b[31mred\\u001b[39m text");
    await new Promise((resolve) => setTimeout(resolve, 50));
    console.info("still here");`);
  expect(code).toBe(0);
  // Node emits a warning on the next tick: after the console calls made in the same one.
  expect(parsed.map(({ level, msg }) => [level, msg])).toEqual([
    [50, "a library's error"],
    [40, "one of 2"],
    [30, "red text"],
    [40, "DeprecationWarning: Buffer() is deprecated"],
    [40, "Warning: NodeVersionSupportWarning: first line"],
    [30, "still here"],
  ]);
  expect(parsed[0]?.err.stack).toMatch(/^Error: a library's error\n\s+at /);
  expect(parsed[3]?.err).toMatchObject({ code: "DEP0005" });
  expect(parsed[3]?.err.stack).toMatch(/^DeprecationWarning: Buffer\(\) is deprecated\n\s+at /);
  expect(parsed[4]?.err.message).toBe("NodeVersionSupportWarning: first line\nsecond line");
}, 30_000);
