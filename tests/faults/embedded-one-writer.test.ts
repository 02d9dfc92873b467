import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { listeningTcpPorts } from "../../bench/listening-ports.js";
import { freePort } from "../../bench/processes.js";
import { assertCliBuilt, heldFeed, startCli } from "../cli/job-runs.js";
import { postAgentApplication } from "../support/agent-application.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { embeddedSocket, outboxOf } from "../support/built-server.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import { startAndWaitForExit } from "../support/server-exit.js";

// The embedded database (decision 37) as an operator meets it, whatever database the rest of the
// run uses: `npm start` on a DATA_DIR, a second start, and every operator command run beside it.
// Real processes throughout: build/src/main.js and build/cli/main.js. A command refusing a
// DATA_DIR it cannot use needs no server: embedded-command-refusals.test.ts.
const HTTPS = { "x-forwarded-proto": "https" };
/** Set by `admin-password` beside the running server. */
const NEW_ADMIN_PASSWORD = "a-new-admin-password-for-ofie";

let dataDir: string;
let app: BuiltApp;
/** The listings the site counts once `seed --count 5` beside it has added `added`. */
let count: number;
let added: number;

beforeAll(async () => {
  assertCliBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-one-writer-"));
  // As the first start leaves it (tests/faults/two-instances.test.ts tries that start, on a server).
  await fillEmbeddedSeeded(dataDir);
  app = await start();
}, 180_000);

afterAll(async () => {
  await app?.process.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}): Promise<BuiltApp> {
  return startBuiltApp({ databaseUrl: undefined, dataDir, env });
}

/** An operator command on this DATA_DIR, as cron or a shell runs it. */
async function cli(...args: string[]): Promise<{ code: number | null; out: string }> {
  // No ADMIN_PASSWORD: a command given one would reset the administrator's password to it.
  return startCli({ DATA_DIR: dataDir, ADMIN_PASSWORD: "" }, ...args).done;
}

async function json<T>(pathname: string): Promise<T> {
  const res = await fetch(app.baseUrl + pathname);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** One JSON line, as every line the server writes (decision 75), naming the running server. */
function expectRefusedInOneLine(stderr: string): void {
  const lines = stderr.split("\n");
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? "")).toMatchObject({
    msg: expect.stringMatching(
      new RegExp(
        `^Ofie could not start: DATA_DIR .+ is in use by the Ofie server running as process ${app.process.child.pid} `,
      ),
    ),
  });
}

describe("one writer per DATA_DIR", () => {
  it("refuses a second server on the same DATA_DIR at once, in one line naming the running one", async () => {
    const second = await startAndWaitForExit({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
    });
    expect(second.code).toBe(1);
    expectRefusedInOneLine(second.stderr);
    // Refused, not left waiting: a start still running after 60 s is killed (code null, not 1).
    // The first one serves on, untouched.
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
  });

  it("refuses a second server in another network namespace too, leaving the first's run/ folder alone", async () => {
    // As a second container on the same volume, or the new one of a rolling update: the same
    // files, the same host, not the same network (decision 79).
    const run = path.join(fs.realpathSync(dataDir), "run");
    const holderBefore = fs.readFileSync(path.join(run, "holder.json"), "utf8");
    const unshare = process.getuid?.() === 0 ? ["unshare", "-n"] : ["unshare", "-r", "-n"];
    const second = await startAndWaitForExit(
      { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1" },
      unshare,
    );
    expect(second.code).toBe(1);
    expectRefusedInOneLine(second.stderr);
    expect(fs.readFileSync(path.join(run, "holder.json"), "utf8")).toBe(holderBefore);
    expect(fs.statSync(path.join(run, ".s.PGSQL.5432")).isSocket()).toBe(true);
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
    // The database still answers through the running server's socket (the commands below reach
    // it there, reading the holder.json checked above).
    const client = new Client(embeddedSocket(dataDir));
    await client.connect();
    try {
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    // Past the 60 s after which a start that did not exit is killed (code null).
  }, 120_000);

  it("opens no TCP port but PORT; the database's socket is private to its user", () => {
    const pid = app.process.child.pid as number;
    expect(listeningTcpPorts(pid)).toEqual([Number(new URL(app.baseUrl).port)]);
    const run = path.join(fs.realpathSync(dataDir), "run");
    expect(fs.statSync(run).mode & 0o777).toBe(0o700);
    const socket = fs.statSync(path.join(run, ".s.PGSQL.5432"));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });
});

describe("operator commands beside the running server", () => {
  // Rejecting, and each decision's mail, are the CLI's tests' (tests/cli/cli.test.ts): beside the
  // server a command differs only in reaching the database through its socket.
  const applicant = {
    name: "Yaw Brempong",
    email: "yaw.brempong@example.com",
    company: "Brempong Homes",
  };
  let feed: Awaited<ReturnType<typeof heldFeed>>;

  beforeAll(async () => {
    feed = await heldFeed();
  });
  afterAll(() => feed?.close());

  it("take effect on the running site at once", async () => {
    const server = {
      baseUrl: app.baseUrl,
      outboxWithText: () => outboxOf(embeddedSocket(dataDir)),
    };
    await postAgentApplication(server, applicant);
    const listed = await cli("list-applications", "--status", "pending");
    expect(listed.code).toBe(0);
    const approve = new RegExp(`#(\\d+) .*<${applicant.email}>`).exec(listed.out)?.[1] as string;
    expect(approve).toMatch(/^\d+$/);
    // The directory is in the read cache before the approval: the approval must reach it.
    expect(await json<unknown[]>("/api/agents?search=Brempong")).toHaveLength(0);

    expect(await cli("approve-agent", approve)).toMatchObject({ code: 0 });
    expect(await json<{ name: string }[]>("/api/agents?search=Brempong")).toEqual([
      expect.objectContaining({ name: "Yaw Brempong" }),
    ]);

    expect(await cli("set-rate", "15.4")).toMatchObject({ code: 0 });
    const dollar = await dollarListing();
    expect(dollar.priceConversion).toMatchObject({ rate: "15.40" });

    count = (await json<{ total: number }>("/api/properties/count")).total;
    // Only synthetic listings say "listed for sale/rent"; one in five is let, sold or pending,
    // and those are out of search.
    const synthetic = async () =>
      (await json<{ total: number }>("/api/properties/count?search=listed%20for")).total;
    const syntheticBefore = await synthetic();
    expect(await cli("seed", "--count", "5")).toMatchObject({ code: 0 });
    added = (await synthetic()) - syntheticBefore;
    expect(added).toBeGreaterThan(0);
    expect((await json<{ total: number }>("/api/properties/count")).total).toBe(count + added);

    expect(await cli("admin-password", "--password", NEW_ADMIN_PASSWORD)).toMatchObject({
      code: 0,
    });
    expect(await adminLogin(NEW_ADMIN_PASSWORD)).toBe(200);

    const refreshing = cli("refresh-blog", "--force", "--feed", feed.url);
    while (feed.requests() === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    feed.answer();
    expect((await refreshing).code).toBe(0);
    expect(
      await json<{ title: string }[]>("/api/blog?search=Lands%20Commission%20digitises"),
    ).toEqual([
      expect.objectContaining({ title: "Lands Commission digitises land title registration" }),
    ]);

    // The jobs' lease beside the server (send-alerts, refresh-blog) is jobs-run-once-embedded's;
    // what each job does, tests/cli's. `migrate` is the one other way in: it migrates, under the
    // server's socket, what the server already migrated.
    expect(await cli("migrate")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Database is up to date (embedded)"),
    });
  }, 180_000);

  it("and their effects survive a kill -9, as every write the server acknowledged", async () => {
    const emails: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = `kill.nine.${i}@example.com`;
      const res = await fetch(`${app.baseUrl}/api/auth/register`, {
        method: "POST",
        headers: { ...HTTPS, "content-type": "application/json" },
        body: JSON.stringify({
          email,
          firstName: "Ama",
          lastName: "Owusu",
          password: "a-long-password",
        }),
      });
      expect(res.status).toBe(201);
      emails.push(email);
    }
    expect(await cli("set-rate", "16.1")).toMatchObject({ code: 0 });
    app.process.child.kill("SIGKILL");
    await new Promise((resolve) => app.process.child.once("exit", resolve));
    // No ADMIN_PASSWORD this time: the one the command set must be the one kept.
    app = await start({ ADMIN_PASSWORD: "" });
    for (const email of emails) {
      const res = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { ...HTTPS, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "a-long-password" }),
      });
      expect({ email, status: res.status }).toEqual({ email, status: 200 });
    }
    expect((await dollarListing()).priceConversion).toMatchObject({ rate: "16.10" });
    await expectCommandsKept();
  }, 120_000);
});

describe("a command with no server running", () => {
  it("opens the database itself under the same lock, and a server starting meanwhile waits for it", async () => {
    await app.process.stop();
    const feed = await heldFeed();
    try {
      // The command holds the database while the feed keeps it waiting. No ADMIN_PASSWORD for
      // either: the one `admin-password` set must still be the one kept after this clean stop.
      const command = startCli(
        { DATA_DIR: dataDir, ADMIN_PASSWORD: "" },
        "refresh-blog",
        "--force",
        "--feed",
        feed.url,
      );
      while (feed.requests() === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const starting = start({ ADMIN_PASSWORD: "" });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      feed.answer();
      expect((await command.done).code).toBe(0);
      app = await starting;
      expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
      // What the commands beside the server wrote survives a clean stop too.
      await expectCommandsKept();
      expect((await dollarListing()).priceConversion).toMatchObject({ rate: "16.10" });
    } finally {
      await feed.close();
    }
  }, 120_000);
});

async function dollarListing(): Promise<{ priceConversion: unknown }> {
  const list = await json<{ priceCurrency: string; priceConversion: unknown }[]>(
    "/api/properties?limit=100",
  );
  const dollar = list.find((p) => p.priceCurrency === "USD");
  if (!dollar) throw new Error("the seed has no dollar listing");
  return dollar;
}

async function adminLogin(password: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  return res.status;
}

/** The effects of the commands run beside the server (but the rate, which a later one changes). */
async function expectCommandsKept(): Promise<void> {
  expect(await json<{ name: string }[]>("/api/agents?search=Brempong")).toEqual([
    expect.objectContaining({ name: "Yaw Brempong" }),
  ]);
  expect((await json<{ total: number }>("/api/properties/count")).total).toBe(count + added);
  expect(await adminLogin(NEW_ADMIN_PASSWORD)).toBe(200);
  expect((await json<unknown[]>("/api/blog?search=Accra%20rents%20climb")).length).toBe(1);
}
