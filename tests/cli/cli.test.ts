import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { operator } from "../../cli/run-command.js";
import { migrations } from "../../migrations/index.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { formatDate } from "../../src/shared/dates.js";
import { aJpeg } from "../support/media.js";
import { cli, withCliDatabase } from "./cli-harness.js";

withCliDatabase({ BLOG_FEEDS: "" });

/** Opens the same database the CLI uses, between commands (PGlite allows one process at a time). */
async function withApp<T>(
  work: (sql: (q: string, p?: unknown[]) => Promise<Record<string, number>[]>) => Promise<T>,
) {
  const app = await createApplication(loadConfig({ ...process.env, LOG_LEVEL: "silent" }));
  try {
    return await work((q, p) => app.database.dataSource.query(q, p));
  } finally {
    await app.close();
  }
}

describe("ofie CLI", () => {
  it("migrate applies and lists the migrations", async () => {
    const r = await cli("migrate");
    expect(r.code).toBe(0);
    // Counted from the list, so that each new migration need not edit this test.
    expect(r.out).toMatch(new RegExp(`up to date .*: ${migrations.length} migrations applied`));
    expect(r.out).toContain("InitialSchema1763800000000");
    expect(r.out).toContain("ContactClicks1763950000000");
  });

  it("seed is idempotent and --count adds synthetic properties", async () => {
    const seeded = await cli("seed");
    expect(seeded.code).toBe(0);
    // The guide's figures count the seeded listings at once (decision 70).
    expect(seeded.out).toMatch(/^price guide: \d+ groups from \d+ listings$/m);
    const first = await withApp((sql) => sql("SELECT count(*)::int AS n FROM properties"));
    expect((await cli("seed")).code).toBe(0);
    const again = await withApp((sql) => sql("SELECT count(*)::int AS n FROM properties"));
    expect(again[0].n).toBe(first[0].n);
    const r = await cli("seed", "--count", "40");
    expect(r.code).toBe(0);
    expect(r.out).toContain("synthetic properties: 40 added");
    const after = await withApp((sql) => sql("SELECT count(*)::int AS n FROM properties"));
    expect(after[0].n).toBe(first[0].n + 40);
    const bad = await cli("seed", "--count", "many");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--count must be a whole number");
    // Three seeds, 40 synthetic listings and their price guide: a minute at load 10 on two cores.
  }, 180_000);

  it("lists, approves and rejects agent applications with clear exit codes", async () => {
    const [a, b] = await withApp(async (sql) => {
      const insert = (email: string, phone: string) =>
        sql(
          `INSERT INTO agent_registrations (name, email, phone, company, specialization, location, bio, languages, confirmed_at)
           VALUES ('Kojo Mensah', $1, $2, 'Sankofa Homes', 'Land Sales', 'Ashanti',
                   'Fifteen years selling registered land in Kumasi and around Ejisu.', 'English, Twi', now())
           RETURNING id`,
          [email, phone],
        );
      return [
        (await insert("kojo@sankofa.example", "0241234567"))[0].id,
        (await insert("ama@sankofa.example", "0241234567"))[0].id,
      ];
    });
    const listed = await cli("list-applications", "--status", "pending");
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${a}  pending`);
    expect(listed.out).toContain("kojo@sankofa.example");
    // Both have one phone: each is flagged with the other before a decision (decision 43).
    expect(listed.out).toContain(`! matches application #${b} (Kojo Mensah) on phone`);

    const approved = await cli("approve-agent", String(a));
    expect(approved.code).toBe(0);
    expect(approved.out).toContain(`Application #${a} (Kojo Mensah) is now approved`);
    // The mail is in the outbox, not yet sent: the command says no more than it knows.
    expect(approved.out).toContain("the applicant's mail is queued");
    expect((await cli("approve-agent", String(a))).code).toBe(4);
    // An agent approved without an account (as every one before decision 43) can be claimed.
    const claim = await cli("send-claim-link", String(a));
    expect(claim).toMatchObject({ code: 0 });
    expect(claim.out).toContain(
      `A claim link for application #${a} was mailed to kojo@sankofa.example`,
    );
    // Issue 18: a rejection needs its reason, mailed to the applicant.
    expect((await cli("reject-agent", String(b))).code).toBe(2);
    const rejected = await cli(
      "reject-agent",
      String(b),
      "--reason",
      "We could not verify your licence.",
    );
    expect(rejected.out).toContain("is now rejected");
    expect((await cli("approve-agent", "999999")).code).toBe(3);
    const notAnId = await cli("approve-agent", "kojo");
    expect(notAnId.code).toBe(2);
    expect(notAnId.err).toContain('"kojo" is not an id');
    expect((await cli("list-applications", "--status", "maybe")).code).toBe(2);

    const agent = await withApp((sql) =>
      sql("SELECT is_verified FROM agents WHERE email = 'kojo@sankofa.example'"),
    );
    expect(agent).toEqual([{ is_verified: true }]);
    // The operator's decisions are audited like the dashboard's, named by the OS user.
    const audited = await withApp((sql) =>
      sql(
        `SELECT actor, action, target_id FROM admin_audit_log
          WHERE target_type = 'agent_application' ORDER BY id`,
      ),
    );
    expect(audited).toEqual([
      { actor: operator(), action: "agent_application.approved", target_id: String(a) },
      { actor: operator(), action: "agent_application.rejected", target_id: String(b) },
    ]);
    expect(operator()).toMatch(/^cli:\S+$/);
  });

  it("admin-password sets a chosen password or generates one, refusing a short one", async () => {
    const short = await cli("admin-password", "--password", "short");
    expect(short.code).toBe(2);
    expect(short.err).toContain("Admin password must be at least 12 characters");
    expect((await cli("admin-password", "--password", "akwaaba-admin-2026")).code).toBe(0);
    const generated = await cli("admin-password");
    expect(generated.out).toMatch(/New administrator password: \S{20,}/);
    const password = generated.out.split(": ")[1];
    const app = await createApplication(loadConfig({ ...process.env, LOG_LEVEL: "silent" }));
    try {
      await expect(app.services.adminAuth.login({ password })).resolves.toBeUndefined();
      await expect(
        app.services.adminAuth.login({ password: "akwaaba-admin-2026" }),
      ).rejects.toThrow();
    } finally {
      await app.close();
    }
  });

  it("refresh-blog needs a feed, reads one, then waits 14 days unless --force", async () => {
    const none = await cli("refresh-blog");
    expect(none.code).toBe(2);
    expect(none.err).toContain("No blog feed is configured");

    const server = http.createServer((_req, res) => {
      res.setHeader("content-type", "application/rss+xml");
      res.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Test news</title>
        <item><title>Mortgage rates ease in Accra</title><link>https://news.example/rates</link>
        <description>Banks cut rates on home loans.</description></item></channel></rss>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const feed = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
    try {
      const first = await cli("refresh-blog", "--feed", feed);
      expect(first.code).toBe(0);
      expect(first.out).toContain("Blog refresh success: 1 added");
      const skipped = await cli("refresh-blog", "--feed", feed);
      expect(skipped.code).toBe(0);
      expect(skipped.out).toContain("Skipped: last successful refresh");
      const forced = await cli("refresh-blog", "--feed", feed, "--force");
      expect(forced.out).toContain("Blog refresh success: 0 added");
    } finally {
      server.close();
    }
    const failed = await cli("refresh-blog", "--feed", "http://127.0.0.1:1/closed.xml", "--force");
    expect(failed.code).toBe(1);
    expect(failed.err).toContain("failed: http://127.0.0.1:1/closed.xml");
  });

  it("refresh-price-guide recomputes the guide's kept figures and says from which listings", async () => {
    expect((await cli("seed")).code).toBe(0);
    await withApp((sql) => sql("DELETE FROM price_guide_figures"));
    const r = await cli("refresh-price-guide");
    expect(r).toMatchObject({ code: 0, err: "" });
    const [, groups, shown, listings] =
      r.out.match(
        /^Price guide refreshed in \d+ ms: (\d+) groups \((\d+) with enough listings to show\) from (\d+) listings$/m,
      ) ?? [];
    const today = formatDate(new Date());
    expect(r.out).toContain(`to ${today}, updated ${today}.`);
    const [kept] = await withApp((sql) =>
      sql(`SELECT count(*)::int AS groups, (count(*) FILTER (WHERE listings >= 3))::int AS shown,
             (sum(listings) FILTER (WHERE neighbourhood IS NULL))::int AS listings
           FROM price_guide_figures`),
    );
    expect(kept).toEqual({
      groups: Number(groups),
      shown: Number(shown),
      listings: Number(listings),
    });
    // The listings of the last six months, published and not under review, all counted; no rate
    // is set yet, so a dollar price has no cedi value and is left out.
    const [window] = await withApp((sql) =>
      sql(`SELECT count(*)::int AS n FROM properties
           WHERE published AND open_report_count < 3 AND created_at >= now() - interval '6 months'
             AND (price_currency <> 'USD' OR EXISTS (SELECT FROM exchange_rates))`),
    );
    expect(kept?.listings).toBe(window?.n);
    expect(kept?.shown).toBeGreaterThan(0);
  });

  it("set-rate records a dated rate, reprices the dollar listings, and refuses nonsense with 2", async () => {
    expect((await cli("seed")).code).toBe(0);
    const r = await cli("set-rate", "15.4");
    expect(r.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(r.out).toContain(`Rate set: GH₵15.40 per US$1, dated ${today}.`);
    const [dollar] = await withApp((sql) =>
      sql(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE price_ghs = round(price * 15.4, 2))::int AS priced
           FROM properties WHERE price_currency = 'USD'`,
      ),
    );
    expect(dollar?.n).toBeGreaterThanOrEqual(3);
    expect(dollar?.priced).toBe(dollar?.n);
    expect(r.out).toContain(`${dollar?.n} dollar listing(s) repriced in cedis`);
    for (const bad of ["0", "154", "fifteen"]) {
      const refused = await cli("set-rate", bad);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain("between 1 and 100");
    }
    const missing = await cli("set-rate");
    expect(missing.code).toBe(2);
    const [rates] = await withApp((sql) => sql("SELECT count(*)::int AS n FROM exchange_rates"));
    expect(rates?.n).toBe(1);
    const audited = await withApp((sql) =>
      sql("SELECT actor, target_id FROM admin_audit_log WHERE action = 'exchange_rate.set'"),
    );
    expect(audited).toEqual([{ actor: operator(), target_id: today }]);
  });

  it("process-photos makes the sizes of a photo queued while no server ran", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    const originals = path.join(process.env.DATA_DIR as string, "originals");
    fs.mkdirSync(originals, { recursive: true });
    fs.writeFileSync(path.join(originals, `${key}.jpg`), await aJpeg("#2e86c1", 700));
    await withApp((sql) =>
      sql(
        `INSERT INTO photos (key, original_name, width, height, colour) VALUES ($1, $2, 700, 700, '#2e86c1')`,
        [key, `${key}.jpg`],
      ),
    );
    expect(await cli("process-photos")).toMatchObject({
      code: 0,
      out: "made 1, retry later 0, failed 0; 0 waiting",
    });
    const uploads = path.join(process.env.DATA_DIR as string, "uploads");
    expect(fs.readdirSync(uploads).sort()).toEqual([
      `${key}-1024.webp`,
      `${key}-320.webp`,
      `${key}-640.webp`,
    ]);
    expect(fs.readdirSync(originals)).toEqual([]);
  });

  it("answers an unknown command with usage help and exit code 2", async () => {
    const r = await cli("sell-everything");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command/);
  });
});
