import { QueryFailedError } from "typeorm";
import { isDatabaseUnavailable } from "../../src/adapters/persistence/database-unavailable.js";
import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { bound } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const db = () => bound<DbContext>(app, TOKENS.Db);

describe("DbContext.query (decision 107)", () => {
  it("answers rows and the count of rows touched, outside a transaction", async () => {
    const inserted = await db().query(
      "INSERT INTO sessions (id, data, expires_at) VALUES ($1, '{}', now() + interval '1 day'), ($2, '{}', now()) RETURNING id",
      ["a", "b"],
    );
    expect(inserted.rows).toEqual([{ id: "a" }, { id: "b" }]);
    expect(inserted.rowCount).toBe(2);
    const removed = await db().query("DELETE FROM sessions WHERE id = ANY($1)", [["a", "b", "c"]]);
    expect(removed).toEqual({ rows: [], rowCount: 2 });
    expect((await db().query("SELECT id FROM sessions")).rows).toEqual([]);
  });

  it("runs inside the open transaction: what it wrote goes with a rollback", async () => {
    await expect(
      db().run(async () => {
        const { rowCount } = await db().query(
          "INSERT INTO sessions (id, data, expires_at) VALUES ('t', '{}', now())",
        );
        expect(rowCount).toBe(1);
        const seen = await db().query("SELECT id FROM sessions WHERE id = 't'");
        expect(seen.rows).toEqual([{ id: "t" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await db().query("SELECT id FROM sessions WHERE id = 't'")).rows).toEqual([]);
  });

  it("fails as TypeORM's QueryFailedError, with the server's code, and is no outage", async () => {
    const failure = await db()
      .query("SELECT * FROM no_such_table")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as { driverError?: { code?: string } }).driverError?.code).toBe("42P01");
    expect(isDatabaseUnavailable(failure)).toBe(false);
    // The pool goes on serving after the failed statement.
    expect((await db().query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });
});
