// Rows of written SQL come back from the driver untyped. A cast (`row.n as number`) believes
// whatever came: a count as the string "3", a timestamp as text, a misspelt alias as undefined.
// A row parser (decision 95) says once what each column must be, turns the driver's forms into
// one (a bigint's string into a number, a timestamp's text into a Date) and names the column
// that does not fit, so a wrong shape fails where it is read and not pages later.

/** What a column's value could not be read as. */
const WRONG: unique symbol = Symbol("wrong");

/** One column: what it must be (for the error) and how a driver's value is read as it. */
export interface Column<T> {
  readonly expected: string;
  readonly read: (value: unknown) => T | typeof WRONG;
}

const column = <T>(expected: string, read: (value: unknown) => T | typeof WRONG): Column<T> => ({
  expected,
  read,
});

/** An integer: int2/int4 come as numbers, int8 and count(*) as strings from node-postgres. */
export const int = column("an integer", (value) => {
  const n = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) ? n : WRONG;
});

/** A float8 (a coordinate, a distance, an age in seconds); its text form is read too. */
export const float = column("a number", (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : WRONG;
});

/**
 * A numeric kept as its exact decimal text (a price, a rating): node-postgres gives it so. A
 * number (as another driver may parse it) is written back as text.
 */
export const numeric = column("a decimal", (value) => {
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : WRONG;
});

export const text = column("text", (value) => (typeof value === "string" ? value : WRONG));

export const bool = column("a boolean", (value) => (typeof value === "boolean" ? value : WRONG));

/** A timestamptz, as a Date or the ISO text a to_json or a driver without parsers gives. */
export const timestamp = column("a timestamp", (value) => {
  const at = typeof value === "string" || typeof value === "number" ? new Date(value) : value;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? at : WRONG;
});

export const textArray = column("an array of text", (value) =>
  Array.isArray(value) && value.every((item) => typeof item === "string")
    ? (value as string[])
    : WRONG,
);

/** A json or jsonb object (a session's data, a row kept as to_jsonb): node-postgres parses it. */
export const jsonObject = column("a JSON object", (value) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)
    ? (value as Record<string, unknown>)
    : WRONG,
);

/** A json or jsonb array (a mail's attachments): node-postgres parses it; its items are the caller's to check. */
export const jsonArray = column("a JSON array", (value) =>
  Array.isArray(value) ? (value as unknown[]) : WRONG,
);

/** A timestamptz[]: Dates from node-postgres, ISO text from a driver that leaves arrays' items as text. */
export const timestampArray = column("an array of timestamps", (value) => {
  if (!Array.isArray(value)) return WRONG;
  const times = value.map((item) => timestamp.read(item));
  return times.some((time) => time === WRONG) ? WRONG : (times as Date[]);
});

/** One of a set of words (a status, a kind): the union type it is declared with. */
export function oneOf<const T extends string>(...words: readonly T[]): Column<T> {
  return column(`one of ${words.join(", ")}`, (value) =>
    words.includes(value as T) ? (value as T) : WRONG,
  );
}

/** The column or NULL. */
export function nullable<T>(of: Column<T>): Column<T | null> {
  return column(`${of.expected} or null`, (value) => (value === null ? null : of.read(value)));
}

/** A row that is not what its statement was written to return. */
export class RowShapeError extends Error {
  constructor(
    readonly rowName: string,
    readonly column: string | null,
    detail: string,
  ) {
    super(`${rowName} row: ${detail}`);
    this.name = "RowShapeError";
  }
}

type Shape = Record<string, Column<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };

/** Reads one raw row; `all` and `first` read a statement's rows. */
export interface RowParser<T> {
  (raw: unknown): T;
  all(rows: unknown): T[];
  first(rows: unknown): T | null;
}

/**
 * A parser of the rows a statement returns, keyed by their column names as selected (alias
 * them as the object should be named). `name` says which statement's row, in the error.
 */
export function rowParser<S extends Shape>(name: string, shape: S): RowParser<Parsed<S>> {
  const columns = Object.entries(shape);
  const parse = (raw: unknown): Parsed<S> => {
    if (typeof raw !== "object" || raw === null) {
      throw new RowShapeError(name, null, `expected a row, got ${describe(raw)}`);
    }
    const row = raw as Record<string, unknown>;
    const parsed: Record<string, unknown> = {};
    for (const [key, col] of columns) {
      if (!(key in row)) throw new RowShapeError(name, key, `has no column "${key}"`);
      const value = col.read(row[key]);
      if (value === WRONG) {
        throw new RowShapeError(
          name,
          key,
          `column "${key}" should be ${col.expected}, got ${describe(row[key])}`,
        );
      }
      parsed[key] = value;
    }
    return parsed as Parsed<S>;
  };
  const asRows = (rows: unknown): unknown[] => {
    if (Array.isArray(rows)) return rows;
    throw new RowShapeError(name, null, `expected rows, got ${describe(rows)}`);
  };
  return Object.assign(parse, {
    all: (rows: unknown) => asRows(rows).map(parse),
    first: (rows: unknown) => {
      const [row] = asRows(rows);
      return row === undefined ? null : parse(row);
    },
  });
}

/**
 * How many rows an UPDATE or DELETE touched: TypeORM's postgres driver answers such a statement
 * (one without RETURNING) with [rows, count].
 */
export function affectedCount(result: unknown): number {
  const count = Array.isArray(result) && result.length === 2 ? int.read(result[1]) : WRONG;
  if (count === WRONG) {
    throw new RowShapeError("update", null, `expected [rows, count], got ${describe(result)}`);
  }
  return count;
}

/**
 * The rows an UPDATE or DELETE … RETURNING answered: TypeORM's postgres driver gives such a
 * statement [rows, count], where an INSERT's or a SELECT's answer is the rows themselves.
 */
export function returnedRows(result: unknown): unknown[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0])) return result[0];
  throw new RowShapeError("update", null, `expected [rows, count], got ${describe(result)}`);
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (value instanceof Date) return `a Date (${value.toISOString()})`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  const shown = typeof value === "string" ? JSON.stringify(value.slice(0, 40)) : String(value);
  return `${typeof value} ${shown}`;
}
