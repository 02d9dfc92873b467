import {
  bool,
  float,
  int,
  jsonObject,
  nullable,
  numeric,
  oneOf,
  RowShapeError,
  returnedRows,
  rowParser,
  text,
  textArray,
  timestamp,
} from "../../src/adapters/persistence/row-parser.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

// Each of the types written SQL reads, as this run's database and driver return them: the
// parser is where their forms (a bigint's text, a numeric's text, a Date) become one.
const everyKind = rowParser("every kind", {
  small: int,
  big: int,
  counted: int,
  price: numeric,
  whole: numeric,
  latitude: float,
  label: text,
  kind: oneOf("sale", "rent"),
  ok: bool,
  at: timestamp,
  tags: textArray,
  none: nullable(text),
});

describe("rowParser on the database's own rows", () => {
  it("reads each type the driver returns as one form", async () => {
    const rows = await app.sql(`
      SELECT 7::int4 AS small, 9007199254740991::int8 AS big, count(*) AS counted,
        1850000.5::numeric(14, 2) AS price, 240::numeric AS whole, 5.6356::float8 AS latitude,
        'Spintex' AS label, 'rent' AS kind, true AS ok,
        '2026-11-29T10:00:00.123Z'::timestamptz AS at, ARRAY['Borehole', 'Boys'' quarters'] AS tags,
        NULL::text AS none
      FROM generate_series(1, 3)`);

    expect(everyKind.all(rows)).toEqual([
      {
        small: 7,
        big: 9007199254740991,
        counted: 3,
        price: "1850000.50",
        whole: "240",
        latitude: 5.6356,
        label: "Spintex",
        kind: "rent",
        ok: true,
        at: new Date("2026-11-29T10:00:00.123Z"),
        tags: ["Borehole", "Boys' quarters"],
        none: null,
      },
    ]);
  });

  it("reads a timestamp sent back as JSON text, and an empty array", async () => {
    const parse = rowParser("json", { at: timestamp, tags: textArray });
    const rows = await app.sql(
      `SELECT (to_json('2026-11-29T10:00:00Z'::timestamptz) #>> '{}') AS at, '{}'::text[] AS tags`,
    );

    expect(parse.first(rows)).toEqual({ at: new Date("2026-11-29T10:00:00Z"), tags: [] });
  });

  it("reads a jsonb object, and the rows a DELETE returns", async () => {
    const parse = rowParser("json object", { data: jsonObject });
    const json = await app.sql(`SELECT '{"userId": 3, "tags": ["a"]}'::jsonb AS data`);
    expect(parse.first(json)).toEqual({ data: { userId: 3, tags: ["a"] } });

    await app.sql("INSERT INTO job_runs (name, last_success_at) VALUES ('row-parser', now())");
    const deleted = await app.sql("DELETE FROM job_runs WHERE name = 'row-parser' RETURNING name");
    expect(rowParser("job run", { name: text }).all(returnedRows(deleted))).toEqual([
      { name: "row-parser" },
    ]);
  });

  it("names the column whose value does not fit", async () => {
    const rows = await app.sql("SELECT 'GH₵5,500' AS price, 1 AS id");
    const parse = rowParser("listing", { id: int, price: numeric });

    expect(() => parse.all(rows)).toThrow(
      new RowShapeError(
        "listing",
        "price",
        `column "price" should be a decimal, got string "GH₵5,500"`,
      ),
    );
  });

  it("names a column the statement did not select", async () => {
    const rows = await app.sql("SELECT 1 AS id, now() AS created_at");
    const parse = rowParser("listing", { id: int, createdAt: timestamp });

    expect(() => parse.first(rows)).toThrow('listing row: has no column "createdAt"');
  });

  it("answers null for no rows, and rejects a bigint past the safe integers", async () => {
    const parse = rowParser("count", { n: int });

    expect(parse.first(await app.sql("SELECT 1 AS n WHERE false"))).toBeNull();
    const tooBig = await app.sql("SELECT 9007199254740993::int8 AS n");
    expect(() => parse.first(tooBig)).toThrow(
      'count row: column "n" should be an integer, got string "9007199254740993"',
    );
  });
});
