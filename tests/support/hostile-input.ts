import fc from "fast-check";
import type supertest from "supertest";

/**
 * Property tests of bad input (issue 7): arbitraries of hostile values and the requests that
 * carry them; the checks of the answers are in hostile-checks.ts, broken multipart in
 * hostile-multipart.ts. fast-check prints the seed and path of a failure; FC_SEED=<seed> replays a run.
 */

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'; SELECT pg_sleep(5); --",
  "1 UNION SELECT password_hash FROM users",
  "%' AND 1=1 --",
  "$1",
  "\\",
  "E'\\x00'",
];

export const HTML_FRAGMENTS = [
  "<script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "<!--",
  "javascript:alert(1)",
  "{{7*7}}",
  "$" + "{7*7}",
  "&lt;&amp;",
];

export const UNICODE_FRAGMENTS = [
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום עולם",
  "👩🏾‍💻🏠🇬🇭",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF",
  "Z̸̢̛a̷l̵g̶o̴",
  "\r\n\t\v\f",
  "\u2028\u2029",
  "Ｆｕｌｌｗｉｄｔｈ",
  "GH₵ 4,500",
];

const FRAGMENTS = [...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_FRAGMENTS];
/** What a database can refuse to store (NUL, lone surrogates): drawn more often than the rest. */
const STORAGE_BREAKERS = ["\u0000", "a\u0000b", "\uD800", "\uDFFFx"];
export const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.constantFrom(...STORAGE_BREAKERS) },
);

/** Text a careless or hostile client might send: junk, injections, odd unicode, blanks, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fragment },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "   ", "0", "-1", "1e400", "NaN", "true") },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...FRAGMENTS),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join("")),
  },
  // Past every column's length; now and then past the 100 kb body limit (a 413).
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.integer({ min: 201, max: 6000 }), fc.constant(110 * 1024))
      .chain((n) => fc.constantFrom("x", "é", "<", "😀").map((c) => c.repeat(n))),
  },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Any JSON value where a field is expected: wrong types, arrays for scalars, operators, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      { $ne: 1 },
      { $gt: "" },
      [],
      {},
      [[]],
      { toString: "x" },
      JSON.parse('{"__proto__": {"isAdmin": true}}'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys a body should not have: prototype pollution, operators, privileges, random names. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "isAdmin",
    "id",
    "userId",
    "status",
    "published",
    "agentId",
    "$where",
    "",
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * A valid body with some fields dropped, some replaced by hostile values and some keys added.
 * The result is kept as JSON text so that keys such as "__proto__" reach the server as sent.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(value) },
        { weight: 3, arbitrary: hostileValue },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 3 }),
    )
    .map(([kept, extras]) => entriesToJson([...Object.entries(kept), ...extras]));
}

type Entries = [string, unknown][];

/**
 * The valid fields with exactly one change: a field replaced by a hostile value, a field left
 * out, an extra key added, or a text field carrying an injection or a NUL byte. One change at a
 * time gets past the other fields' checks, so each field's own validation and storage are reached.
 */
export function oneChange(valid: Entries, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<Entries> {
  const keys = valid.map(([key]) => key);
  const texts = valid.filter(([, v]) => typeof v === "string" && v !== "").map(([key]) => key);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), extraKey) : extraKey;
  const options: fc.Arbitrary<Entries>[] = [
    fc
      .tuple(key, hostile)
      .map(([name, value]): Entries => [...valid.filter(([k]) => k !== name), [name, value]]),
  ];
  if (keys.length > 0) {
    options.push(fc.constantFrom(...keys).map((name) => valid.filter(([k]) => k !== name)));
  }
  if (texts.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...texts), fragment, fc.boolean())
        .map(([name, bad, front]) =>
          valid.map(([k, v]): [string, unknown] =>
            k === name ? [k, front ? `${bad}${v}` : `${v} ${bad}`] : [k, v],
          ),
        ),
    );
  }
  return fc.oneof(...options);
}

/** JSON text of entries, so that keys such as "__proto__" reach the server as sent. */
function entriesToJson(entries: Entries): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`;
}

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{"email": "unterminated',
    "{",
    "[",
    "nul",
    '{"a": 1,}',
    "{'single': 'quotes'}",
    '{"a": NaN}',
    '{"a": 1}{"b": 2}',
    "\u0000",
    "",
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** An urlencoded form body: repeated keys, bracket keys (qs nesting), pollution keys, junk values. */
const formBody: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        extraKey,
        fc.constantFrom("a[]", "a[b][c]", "__proto__[isAdmin]", "constructor[prototype][x]"),
      ),
      hostileString.filter((s) => s.length < 2000),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

export interface HostileRequest {
  contentType: string | undefined;
  payload: string;
}

/** The body of a write: mostly a mutated valid body, else any JSON, broken JSON, a form or text. */
export function hostileRequest(valid: Record<string, unknown>): fc.Arbitrary<HostileRequest> {
  const json = (payload: string): HostileRequest => ({
    contentType: "application/json",
    payload,
  });
  return fc.oneof(
    { weight: 4, arbitrary: mutatedBody(valid).map(json) },
    {
      weight: 6,
      arbitrary: oneChange(Object.entries(valid), hostileValue).map((e) => json(entriesToJson(e))),
    },
    {
      weight: 2,
      arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? "null")),
    },
    { weight: 2, arbitrary: brokenJson.map(json) },
    {
      weight: 1,
      arbitrary: formBody.map((payload) => ({
        contentType: "application/x-www-form-urlencoded",
        payload,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/xml",
            "application/json; charset=utf-7",
            "application/json; charset=nonsense",
            undefined,
          ),
          hostileString,
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
  );
}

/** A path segment where an id or token belongs: junk, injections, traversal, huge numbers. */
export const hostilePathSegment: fc.Arbitrary<string> = fc
  .oneof(
    hostileString.filter((s) => s.length < 3000),
    fc.constantFrom("0", "-1", "1e3", "0x10", "99999999999", "1.5", "..", "%", "%E0%A4%A", "%00"),
    fc.nat().map(String),
  )
  .map((s) => (s.startsWith("%") ? s : encodeSegment(s)))
  // Under Node's 16 kB header limit, whose 431 is Node's own bodiless answer, not ours.
  .filter((s) => s.length < 1500);

/** encodeURIComponent, which refuses a lone surrogate: sent then as the bytes a lax client would send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    return encodeURIComponent(text.replace(lone, "")).concat("%ED%A0%80");
  }
}

export type Method = "post" | "put" | "patch" | "delete";

export function sendHostile(
  client: supertest.Agent,
  method: Method,
  url: string,
  request: HostileRequest,
): supertest.Test {
  const req = client[method](url);
  if (request.contentType) req.set("content-type", request.contentType);
  return req.send(request.payload);
}
