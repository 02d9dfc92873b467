import type { DataSource } from "typeorm";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { operatorActor } from "../../src/shared/actor.js";
import { addressLinksAfterUpgrade } from "../../src/upgrade-follow-up.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765430000000 (issue 32, decision 85): the pending applications that reached the
// admin without a proved address, as the release before it left them, go back to wait for a link
// to that address, which the next start mails once.

let database: TestDatabase;
const started: Application[] = [];
afterAll(async () => {
  for (const application of started) await application.close().catch(() => {});
  await database?.dispose();
});

async function start(): Promise<Application> {
  const application = await createApplication(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      ...database.env,
      ADMIN_PASSWORD: "address-proof-test-admin-password",
    }),
  );
  started.push(application);
  return application;
}

/** Applications as the release before wrote them: each name says what it is. */
async function previousRows(previous: DataSource) {
  const one = async (query: string, params: unknown[]) =>
    ((await previous.query(query, params)) as { id: number }[])[0]?.id as number;
  const account = (email: string, verified: boolean) =>
    one(
      `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at)
       VALUES ($1, $2, 'x', 'Ama', $3) RETURNING id`,
      [email, email, verified ? new Date() : null],
    );
  const ama = await account("ama@example.com", true);
  const kofi = await account("kofi@example.com", false);
  let phone = 0;
  const application = (
    email: string,
    userId: number | null,
    confirmed: "with the account" | "by its link" | "before links" | "not yet",
    status = "pending",
  ) => {
    phone += 1;
    return one(
      `INSERT INTO agent_registrations (name, email, phone, company, specialization, location,
                                        bio, languages, status, user_id, created_at, confirmed_at)
       VALUES ('Ama Mensah', $1, $2, 'Mensah Homes', 'Residential Properties', 'Ashanti',
               'Homes in Kumasi.', 'English, Twi', $3, $4, $5,
               CASE $6::text WHEN 'with the account' THEN $5::timestamptz + interval '1 second'
                       WHEN 'by its link' THEN $5::timestamptz + interval '2 hours'
                       WHEN 'before links' THEN $5::timestamptz END)
       RETURNING id`,
      [email, `024 000 000${phone}`, status, userId, new Date("2026-11-01T10:00:00Z"), confirmed],
    );
  };
  return {
    stays: {
      ownAddress: await application("Ama@Example.com", ama, "with the account"),
      signedOutByLink: await application("esi@example.com", null, "by its link"),
      approvedStranger: await application(
        "yaw@realty.example",
        ama,
        "with the account",
        "approved",
      ),
    },
    sentBack: {
      stranger: await application("famous.agent@realty.example", ama, "with the account"),
      unverifiedAccount: await application("kofi@example.com", kofi, "with the account"),
      taggedOwn: await application("ama+agency@example.com", ama, "with the account"),
      signedOutBeforeLinks: await application("abena@example.com", null, "before links"),
    },
    waitingForItsLink: await application("kwesi@example.com", null, "not yet"),
  };
}

it("sends back the pending applications with an unproved address; the next start mails each its link once; pressed, each reaches the admin", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  const ids = await atMigrations(
    database,
    migrationsBefore("AgentApplicationsProveTheirAddress1765430000000"),
    previousRows,
  );
  const application = await start();
  const query = (sql: string, params: unknown[] = []) =>
    application.database.dataSource.query(sql, params);
  const OPS = operatorActor("cli:test");
  const listed = async () =>
    (await application.services.agentApplications.listApplications(OPS))
      .map((a) => a.id)
      .sort((a, b) => a - b);

  expect(await listed()).toEqual(Object.values(ids.stays).sort((a, b) => a - b));
  const rows: { id: number; confirmed: boolean; due: boolean }[] = await query(
    `SELECT id, confirmed_at IS NOT NULL AS confirmed, address_link_due AS due
       FROM agent_registrations ORDER BY id`,
  );
  const sentBack = Object.values(ids.sentBack);
  expect(rows.filter((r) => r.due).map((r) => r.id)).toEqual(sentBack);
  expect(rows.find((r) => r.id === ids.waitingForItsLink)).toMatchObject({
    confirmed: false,
    due: false,
  });

  const linkMails = async () =>
    (await query(
      `SELECT recipient, body FROM mail_outbox
        WHERE subject = 'Confirm your Ofie agent application' ORDER BY id`,
    )) as { recipient: string; body: string }[];
  await addressLinksAfterUpgrade(application);
  const mails = await linkMails();
  expect(mails.map((m) => m.recipient)).toEqual([
    "famous.agent@realty.example",
    "kofi@example.com",
    "ama+agency@example.com",
    "abena@example.com",
  ]);
  // A second start owes none.
  await addressLinksAfterUpgrade(application);
  expect(await linkMails()).toHaveLength(4);
  expect(await query("SELECT id FROM agent_registrations WHERE address_link_due")).toEqual([]);

  const token = /\/agent-registration\/verify\/([\w-]{43})/.exec(mails[0]?.body ?? "")?.[1];
  await application.services.agentLinks.confirmApplication(token);
  expect(await listed()).toEqual(
    [...Object.values(ids.stays), ids.sentBack.stranger].sort((a, b) => a - b),
  );
}, 120_000);
