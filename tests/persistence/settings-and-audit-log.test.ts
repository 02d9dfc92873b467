import { TOKENS } from "../../src/container/tokens.js";
import type { SettingsRepository } from "../../src/modules/admin/admin.ports.js";
import type { AuditLogRepository } from "../../src/modules/admin/audit-log.ports.js";
import type { NewAuditEntry } from "../../src/modules/admin/audit-log.types.js";
import type { TestApp } from "../support/test-app.js";
import { inRolledBackTransaction as rolledBack } from "./accounts-support.js";
import { withContractApp } from "./contract-app.js";

/**
 * The accounts' and the admin's repositories, called directly on this run's database (PGlite or
 * a PostgreSQL server): what each adapter promises must hold on both engines.
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const settings = () => get<SettingsRepository>(TOKENS.SettingsRepository);
const auditLog = () => get<AuditLogRepository>(TOKENS.AuditLogRepository);
const inRolledBackTransaction = (work: () => Promise<void>) => rolledBack(app, work);

describe("SettingsRepository (TypeOrmSettingsRepository)", () => {
  it("answers null for a key never set", async () => {
    expect(await settings().get("listing_reports_secret")).toBeNull();
  });

  it("sets a value and replaces it on the next set, keeping one row", async () => {
    await settings().set("exchange_rate_note", "GH₵15.20 to the dollar");
    expect(await settings().get("exchange_rate_note")).toBe("GH₵15.20 to the dollar");
    await settings().set("exchange_rate_note", "");
    expect(await settings().get("exchange_rate_note")).toBe("");
    expect(await app.sql(`SELECT value FROM settings WHERE key = 'exchange_rate_note'`)).toEqual([
      { value: "" },
    ]);
  });

  it("stores a value when absent and answers the stored one when present", async () => {
    expect(await settings().setIfAbsent("listing_reports_secret", "first")).toBe("first");
    expect(await settings().setIfAbsent("listing_reports_secret", "second")).toBe("first");
    expect(
      await app.sql(`SELECT value FROM settings WHERE key = 'listing_reports_secret'`),
    ).toEqual([{ value: "first" }]);
  });

  it("gives every one of several racing creators the one value stored", async () => {
    const answers = await Promise.all(
      ["a", "b", "c", "d", "e"].map((value) => settings().setIfAbsent("race", value)),
    );
    const [stored] = await app.sql<{ value: string }>(
      `SELECT value FROM settings WHERE key = 'race'`,
    );
    expect(["a", "b", "c", "d", "e"]).toContain(stored.value);
    expect(answers).toEqual(Array(5).fill(stored.value));
  });

  it("answers the value set inside the same transaction, and keeps it only if that commits", async () => {
    await inRolledBackTransaction(async () => {
      expect(await settings().setIfAbsent("rolled_back", "inside")).toBe("inside");
      expect(await settings().get("rolled_back")).toBe("inside");
    });
    expect(await settings().get("rolled_back")).toBeNull();
  });
});

describe("AuditLogRepository (SqlAuditLogRepository)", () => {
  const entry = (at: string, overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
    at: new Date(at),
    actor: "admin#k3f9",
    action: "listing_submission.approved",
    targetType: "listing_submission",
    targetId: "12",
    detail: "Three-bedroom house, East Legon, GH₵1,850,000",
    ...overrides,
  });

  it("stores an entry as given, NULLs included, and pages it back", async () => {
    await auditLog().add(
      entry("2026-11-23T10:00:00.123Z", {
        actor: "cli:kwame",
        action: "admin_password.changed",
        targetType: "admin_password",
        targetId: null,
        detail: null,
      }),
    );
    expect(await auditLog().page(20, 0)).toEqual({
      entries: [
        {
          id: 1,
          at: new Date("2026-11-23T10:00:00.123Z"),
          actor: "cli:kwame",
          action: "admin_password.changed",
          targetType: "admin_password",
          targetId: null,
          detail: null,
        },
      ],
      total: 1,
    });
    const [row] = await app.sql<{ epoch: string }>(
      `SELECT extract(epoch FROM at)::text AS epoch FROM admin_audit_log`,
    );
    expect(Number(row.epoch)).toBe(Date.parse("2026-11-23T10:00:00.123Z") / 1000);
  });

  it("pages newest first, the later-added first among entries of the same time, with the total", async () => {
    await auditLog().add(entry("2026-11-22T09:00:00Z", { targetId: "a" }));
    await auditLog().add(entry("2026-11-23T09:00:00Z", { targetId: "b" }));
    await auditLog().add(entry("2026-11-21T09:00:00Z", { targetId: "c" }));
    await auditLog().add(entry("2026-11-23T09:00:00Z", { targetId: "d" }));
    await auditLog().add(entry("2026-11-22T23:30:00-01:00", { targetId: "e" }));

    const first = await auditLog().page(2, 0);
    expect(first.total).toBe(5);
    expect(first.entries.map((e) => e.targetId)).toEqual(["d", "b"]);
    const second = await auditLog().page(2, 2);
    // 23:30 at UTC-1 is 00:30 UTC on the 23rd: after the 22nd, before 09:00 on the 23rd.
    expect(second.entries.map((e) => e.targetId)).toEqual(["e", "a"]);
    expect((await auditLog().page(2, 4)).entries.map((e) => e.targetId)).toEqual(["c"]);
    expect(await auditLog().page(2, 6)).toEqual({ entries: [], total: 5 });
  });

  it("answers an empty page and a total of 0 for an empty log", async () => {
    expect(await auditLog().page(20, 0)).toEqual({ entries: [], total: 0 });
  });

  it("writes inside the decision's transaction: a rolled-back decision leaves no entry", async () => {
    await inRolledBackTransaction(async () => {
      await auditLog().add(entry("2026-11-23T10:00:00Z"));
      expect((await auditLog().page(20, 0)).total).toBe(1);
    });
    expect(await app.sql(`SELECT id FROM admin_audit_log`)).toEqual([]);
  });
});
