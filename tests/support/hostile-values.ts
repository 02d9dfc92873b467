import fc from "fast-check";

/**
 * Property tests of bad input (issue 7): arbitraries of hostile values, for a field, a key or a
 * path segment; the bodies and requests that carry them are in hostile-requests.ts, the checks of
 * the answers in hostile-checks.ts, broken multipart in hostile-multipart.ts. fast-check prints
 * the seed and path of a failure; FC_SEED=<seed> replays a run.
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
