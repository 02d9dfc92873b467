import {
  affectedCount,
  float,
  int,
  jsonObject,
  nullable,
  numeric,
  oneOf,
  returnedRows,
  rowParser,
  timestamp,
} from "../../../../src/adapters/persistence/row-parser.js";

// The forms a value can take from a driver other than node-postgres with its default parsers
// (PGlite's own client, a to_json): each is read as the one form the repositories see.
describe("rowParser", () => {
  it("reads an integer, a float and a timestamp from their text or number forms", () => {
    const parse = rowParser("forms", { n: int, x: float, at: timestamp, price: numeric });

    expect(parse({ n: "42", x: "0.5", at: "2026-11-29T10:00:00Z", price: 12.5 })).toEqual({
      n: 42,
      x: 0.5,
      at: new Date("2026-11-29T10:00:00Z"),
      price: "12.5",
    });
    expect(parse({ n: 42, x: 0.5, at: new Date(0), price: "12.50" })).toEqual({
      n: 42,
      x: 0.5,
      at: new Date(0),
      price: "12.50",
    });
  });

  it("rejects what only looks like a value", () => {
    expect(() => rowParser("r", { n: int })({ n: "4.5" })).toThrow(
      'r row: column "n" should be an integer, got string "4.5"',
    );
    expect(() => rowParser("r", { n: int })({ n: null })).toThrow(
      'r row: column "n" should be an integer, got null',
    );
    expect(() => rowParser("r", { x: float })({ x: "" })).toThrow("should be a number");
    expect(() => rowParser("r", { at: timestamp })({ at: "soon" })).toThrow(
      'column "at" should be a timestamp, got string "soon"',
    );
    expect(() => rowParser("r", { kind: oneOf("sale", "rent") })({ kind: "lease" })).toThrow(
      'column "kind" should be one of sale, rent, got string "lease"',
    );
  });

  it("keeps NULL where the column may be null", () => {
    expect(rowParser("r", { n: nullable(int) })({ n: null })).toEqual({ n: null });
  });

  it("leaves out columns it was not told of", () => {
    expect(rowParser("r", { n: int })({ n: 1, other: "x" })).toEqual({ n: 1 });
  });

  it("says what it got when a statement's answer is not rows", () => {
    expect(() => rowParser("r", { n: int }).all(undefined)).toThrow(
      "r row: expected rows, got undefined",
    );
    expect(() => rowParser("r", { n: int })("x")).toThrow('r row: expected a row, got string "x"');
  });

  it("reads the count of an UPDATE or DELETE", () => {
    expect(affectedCount([[], 2])).toBe(2);
    expect(() => affectedCount([{ id: 1 }])).toThrow("expected [rows, count]");
  });

  it("reads the rows of an UPDATE or DELETE … RETURNING", () => {
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returnedRows([[], 0])).toEqual([]);
    expect(() => returnedRows([{ id: 1 }, { id: 2 }])).toThrow("expected [rows, count]");
  });

  it("takes a JSON object, not an array or other values", () => {
    const parse = rowParser("r", { data: jsonObject });

    expect(parse({ data: { userId: 3 } })).toEqual({ data: { userId: 3 } });
    expect(() => parse({ data: [1] })).toThrow('column "data" should be a JSON object');
    expect(() => parse({ data: '{"userId":3}' })).toThrow('column "data" should be a JSON object');
  });
});
