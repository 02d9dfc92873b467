import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type {
  AgentLicenceRepository,
  AgentRepository,
} from "../../src/modules/agents/agents.ports.js";
import type { ListingReportRepository } from "../../src/modules/reports/reports.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, insertAgent, insertListing, insertRows } from "./listing-rows.js";

// Decision 100: agents' licences as the admin checks them, and the upheld reports of fees an
// agent's listings did not show, on either database.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const licences = () => get<AgentLicenceRepository>(TOKENS.AgentLicenceRepository);
const agents = () => get<AgentRepository>(TOKENS.AgentRepository);
const reports = () => get<ListingReportRepository>(TOKENS.ListingReportRepository);

describe("AgentLicenceRepository", () => {
  it("lists the numbers still to check first, then the checked ones, then agents who gave none", async () => {
    const none = await insertAgent(app, { name: "Abena None" });
    const checked = await insertAgent(app, {
      name: "Ama Checked",
      license_number: "REAC-2",
      license_checked_at: daysAgo(3),
      license_checked_by: "admin#a1",
    });
    const waiting = await insertAgent(app, { name: "Yaw Waiting", license_number: "REAC-1" });
    const list = await licences().list();
    expect(list.map((l) => l.agentId)).toEqual([waiting, checked, none]);
    expect(list[1]).toEqual({
      agentId: checked,
      name: "Ama Checked",
      company: "Adinkra Realty",
      email: expect.stringContaining("@adinkra.example"),
      licenseNumber: "REAC-2",
      checkedAt: daysAgo(3),
      checkedBy: "admin#a1",
    });
  });

  it("records a check with its number, date and admin; the public agent shows it only then; a withdrawal keeps the number", async () => {
    const id = await insertAgent(app, { license_number: "REAC-OLD" });
    expect(await agents().findById(id)).toMatchObject({
      licenseNumber: null,
      licenseCheckedAt: null,
    });
    const db = get<DbContext>(TOKENS.Db);
    const at = daysAgo(1);
    await db.run(async () => {
      expect(await licences().lockLicence(id)).toMatchObject({ licenseNumber: "REAC-OLD" });
      await licences().recordCheck(id, "REAC-NEW", at, "admin#b2");
    });
    expect(await agents().findById(id)).toMatchObject({
      licenseNumber: "REAC-NEW",
      licenseCheckedAt: at,
    });
    await licences().withdrawCheck(id);
    expect(await agents().findById(id)).toMatchObject({
      licenseNumber: null,
      licenseCheckedAt: null,
    });
    expect(await db.run(() => licences().lockLicence(id))).toMatchObject({
      licenseNumber: "REAC-NEW",
      checkedAt: null,
      checkedBy: null,
    });
    expect(await db.run(() => licences().lockLicence(999_999))).toBeNull();
  });
});

describe("ListingReportRepository's fee reports", () => {
  const feeReport = (propertyId: number, reporter: string, overrides: Record<string, unknown>) => ({
    property_id: propertyId,
    reason: "fee-not-shown",
    fee_kind: "viewing",
    fee_amount: "50",
    reporter_hash: reporter.repeat(64),
    counted: true,
    status: "upheld",
    ...overrides,
  });

  it("counts an agent's upheld fee reports once per reporter, listing and kind, on published listings or not", async () => {
    const agent = await insertAgent(app);
    const other = await insertAgent(app);
    const rental = await insertListing(app, {
      agent_id: agent,
      listing_type: "rent",
      rent_period: "month",
      price: "4000",
    });
    const sale = await insertListing(app, { agent_id: agent, published: false });
    const elsewhere = await insertListing(app, { agent_id: other });
    await insertRows(app, "listing_reports", [
      feeReport(rental, "a", { fee_amount: "40", created_at: daysAgo(5) }),
      // The same person again on the same listing: their latest amount, once.
      feeReport(rental, "a", { fee_amount: "60", created_at: daysAgo(2) }),
      feeReport(rental, "b", { fee_kind: "commission", fee_amount: "1200.50" }),
      feeReport(sale, "c", {}),
      feeReport(rental, "d", { status: "open" }),
      feeReport(rental, "e", { status: "dismissed" }),
      feeReport(elsewhere, "f", {}),
      { property_id: rental, reason: "scam", reporter_hash: "g".repeat(64), status: "upheld" },
    ]);
    const fees = await reports().upheldFeesOfAgent(agent);
    expect(fees.sort((x, y) => x.amount - y.amount)).toEqual([
      { kind: "viewing", amount: 50, rental: false },
      { kind: "viewing", amount: 60, rental: true },
      { kind: "commission", amount: 1200.5, rental: true },
    ]);
    expect(await reports().upheldFeesOfAgent(999_999)).toEqual([]);
  });

  it("upholds only the listing's open fee reports, answering them, and leaves its other reports open", async () => {
    const id = await insertListing(app);
    await insertRows(app, "listing_reports", [
      feeReport(id, "a", { status: "open", note: "Asked before the viewing." }),
      feeReport(id, "b", { status: "dismissed" }),
      { property_id: id, reason: "scam", reporter_hash: "c".repeat(64), status: "open" },
    ]);
    const at = daysAgo(0);
    const upheld = await reports().upholdOpenFees(id, at);
    expect(upheld).toEqual([
      expect.objectContaining({
        propertyId: id,
        reason: "fee-not-shown",
        note: "Asked before the viewing.",
        feeKind: "viewing",
        feeAmount: "50.00",
      }),
    ]);
    const rows = await app.sql<{ reason: string; status: string; closed_at: Date | null }>(
      "SELECT reason, status, closed_at FROM listing_reports WHERE property_id = $1 ORDER BY id",
      [id],
    );
    expect(rows).toEqual([
      { reason: "fee-not-shown", status: "upheld", closed_at: at },
      { reason: "fee-not-shown", status: "dismissed", closed_at: null },
      { reason: "scam", status: "open", closed_at: null },
    ]);
    expect(await reports().upholdOpenFees(id, at)).toEqual([]);
  });
});
