import fc from "fast-check";
import type supertest from "supertest";
import { extraKey, fragment, hostileString, hostileValue } from "./hostile-values.js";

/**
 * Property tests of bad input (issue 7): the bodies and requests that carry hostile values (those
 * are in hostile-values.ts): a valid body mutated or changed once, broken JSON, forms, odd types.
 */

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
