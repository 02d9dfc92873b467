import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startCli } from "../cli/job-runs.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import { aJpeg, aPng } from "../support/media.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { until } from "../support/until.js";

// The sites, processes and writers of backup-under-writes.test.ts (Decision 74).
const HTTPS = { "x-forwarded-proto": "https" };

/** Where an app runs: its database and its DATA_DIR. */
export interface Site {
  kind: "embedded" | "run";
  databaseUrl: string | undefined;
  listenUrl: string | undefined;
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

export async function embeddedSite(seeded: boolean): Promise<Site> {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ofie-backup-")), "data");
  if (seeded) await fillEmbeddedSeeded(dataDir);
  return {
    kind: "embedded",
    databaseUrl: undefined,
    listenUrl: undefined,
    env: {},
    dataDir,
    dispose: async () => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }),
  };
}

export async function runSite(seeded: boolean): Promise<Site> {
  const database: TestDatabase = await createTestDatabase(
    seeded ? { template: "seeded" } : undefined,
  );
  return { kind: "run", ...database, dispose: () => database.dispose() };
}

export function start(site: Site): Promise<BuiltApp> {
  return startBuiltApp({
    databaseUrl: site.databaseUrl,
    listenUrl: site.listenUrl,
    dataDir: site.dataDir,
  });
}

/** The operator's command on a site, as cron runs it. */
export function cli(site: Site, ...args: string[]) {
  return startCli(
    { DATA_DIR: site.dataDir, ...site.env, DATABASE_URL: site.databaseUrl, ADMIN_PASSWORD: "" },
    ...args,
  ).done;
}

/** SQL beside the running app: on the server, or through the embedded database's socket. */
export async function query<T extends pg.QueryResultRow>(
  site: Site,
  text: string,
  params?: unknown[],
): Promise<T[]> {
  const client = new pg.Client(
    site.databaseUrl
      ? { connectionString: site.databaseUrl }
      : { host: path.join(fs.realpathSync(site.dataDir), "run"), port: 5432, user: "postgres" },
  );
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A listing with two photos, uploaded by its owner and processed into their sizes. */
export async function listingWithPhotos(site: Site, app: BuiltApp): Promise<string[]> {
  const email = `backup-owner-${Date.now()}@example.com`;
  const registered = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { ...HTTPS, "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "Adjoa",
      lastName: "Backup",
      password: "a-long-pw-42",
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = /ofie\.sid=[^;]+/.exec(registered.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const me = (await (
    await fetch(`${app.baseUrl}/api/auth/user`, { headers: { ...HTTPS, cookie } })
  ).json()) as {
    id: number;
  };
  const [listing] = await query<{ id: number }>(
    site,
    `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type, status, owner_id)
     VALUES ('Backed-up flat at Osu', 'Two bedrooms near Oxford Street, with a standby generator.', 3800, 'rent',
             'Osu', 'Accra', 'Greater Accra', 'apartment', 'available', $1)
     RETURNING id`,
    [me.id],
  );
  const form = new FormData();
  form.append(
    "images",
    new Blob([new Uint8Array(await aPng("#1a7f5a"))], { type: "image/png" }),
    "garden.png",
  );
  form.append(
    "images",
    new Blob([new Uint8Array(await aJpeg("#7d3c98"))], { type: "image/jpeg" }),
    "hall.jpg",
  );
  const uploaded = await fetch(`${app.baseUrl}/api/my-listings/${listing?.id}/photos`, {
    method: "POST",
    headers: { ...HTTPS, cookie },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const photos = ((await uploaded.json()) as { images: string[] }).images;
  expect(photos).toHaveLength(2);
  for (const photo of photos) {
    await until(
      `the sizes of ${photo} are made`,
      async () =>
        (await fetch(`${app.baseUrl}${photo}`)).headers.get("cache-control") !== "no-store",
      60_000,
      100,
    );
  }
  return photos;
}

export interface Write {
  message: string;
  sentAt: number;
  /** When its 201 arrived. */
  ackedAt: number;
}

/**
 * Visitors sending contact messages, one after another on each of two streams, until stopped;
 * each from its own address and e-mail, as many visitors are, so no rate limit refuses them.
 */
export function keepWriting(app: BuiltApp) {
  const acked: Write[] = [];
  const failed: string[] = [];
  let sent = 0;
  let stopped = false;
  const stream = async (id: number) => {
    while (!stopped) {
      const n = sent++;
      const message = `Backup stream ${id}, message ${n}: is the Osu flat still free?`;
      const sentAt = Date.now();
      const res = await fetch(`${app.baseUrl}/api/contact/submit`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.74.${Math.floor(n / 50)}.${(n % 50) + 1}`,
        },
        body: JSON.stringify({
          name: "Kojo Stream",
          email: `stream-${n}@example.com`,
          message,
          inquiryType: "other",
        }),
      });
      if (res.status === 201) acked.push({ message, sentAt, ackedAt: Date.now() });
      else failed.push(`${res.status} ${await res.text()}`);
      // A visitor's pace, not a benchmark's: the backup meets writes all the way through, and the
      // test leaves the CPU to the rest of the run (every stage of `npm test` is CPU-bound).
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const streams = [stream(1), stream(2)];
  return {
    acked,
    failed,
    async stop() {
      stopped = true;
      await Promise.all(streams);
    },
  };
}

/** Every file under DATA_DIR's uploads and originals, by path, with its bytes. */
export function uploadedFiles(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const folder of ["uploads", "originals"]) {
    const directory = path.join(dataDir, folder);
    if (!fs.existsSync(directory)) continue;
    for (const name of fs.readdirSync(directory)) {
      if (name.endsWith(".partial")) continue;
      files.set(`${folder}/${name}`, fs.readFileSync(path.join(directory, name)));
    }
  }
  return files;
}
