import { seedDatabase } from "../../seeds/seed-database.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { cli, sql, withCliDatabase } from "./cli-harness.js";

withCliDatabase(
  { ADMIN_PASSWORD: "test-admin-password", PUBLIC_URL: "https://ofie.example" },
  "migrated",
);

describe("cli expire-listings", () => {
  it("mails each due seeded listing's agent one confirm link and prints the counts", async () => {
    const app = await createApplication(loadConfig({ ...process.env }));
    await seedDatabase(app.database.dataSource);
    await app.close();

    const first = await cli("expire-listings");
    expect(first).toEqual({
      code: 0,
      err: "",
      out: "Listings expired (out of search): 4; confirm links mailed: 5; due but without a contact e-mail: 0",
    });
    const mails = await sql<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox ORDER BY id",
    );
    expect(mails).toHaveLength(5);
    expect(mails.map((m) => m.subject)).toContain(
      'Is "3 Bedroom House in Lamashegu" still available?',
    );
    for (const m of mails)
      expect(m.body).toMatch(/https:\/\/ofie\.example\/listings\/confirm\/[\w-]{43}/);

    const second = await cli("expire-listings");
    expect(second.out).toContain("confirm links mailed: 0;");
    expect(await sql("SELECT id FROM mail_outbox")).toHaveLength(5);
  });
});
