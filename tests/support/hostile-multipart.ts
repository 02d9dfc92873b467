import fc from "fast-check";
import type supertest from "supertest";
import { expectCleanAnswer, RUNS, snapshotStore, tallyStatuses } from "./hostile-checks.js";
import { oneChange } from "./hostile-requests.js";
import { extraKey, fragment, hostileString } from "./hostile-values.js";
import type { TestApp } from "./test-app.js";

// Broken and hostile multipart forms (decision 29): beside hostile-values.ts and
// hostile-requests.ts, which hold the values and the requests.
export interface FormPart {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; content: Buffer };
}

export function encodeMultipart(boundary: string, parts: FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = part.file
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), part.file ? part.file.content : Buffer.from(part.value ?? ""));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartRequest {
  contentType: string | undefined;
  body: Buffer;
}

/**
 * A multipart form made from a valid one: text fields dropped, repeated or hostile, extra and
 * misnamed parts, files with hostile names and contents; or a broken form (a boundary that does
 * not match, a truncated body, headers missing, no closing boundary, garbage).
 */
export function hostileMultipart(
  validFields: Record<string, string>,
  fileFields: string[],
  goodFile: FormPart["file"] & object,
): fc.Arbitrary<MultipartRequest> {
  const textValue = (valid: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(valid) },
      { weight: 2, arbitrary: fragment.map((bad) => `${valid} ${bad}`) },
      { weight: 2, arbitrary: hostileString.filter((s) => s.length < 20_000) },
    );
  const textParts = fc
    .tuple(
      ...Object.entries(validFields).map(([name, valid]) =>
        fc.oneof(
          { weight: 5, arbitrary: textValue(valid).map((value) => [{ name, value }]) },
          { weight: 1, arbitrary: fc.constant([] as FormPart[]) },
          {
            weight: 1,
            arbitrary: fc
              .array(textValue(valid), { minLength: 2, maxLength: 3 })
              .map((values) => values.map((value) => ({ name, value }))),
          },
        ),
      ),
    )
    .map((lists) => lists.flat());
  const extraParts = fc.array(
    fc
      .tuple(fc.oneof(extraKey, fc.constantFrom("images[]", "a[b]", ...fileFields)), hostileString)
      .map(([name, value]) => ({ name: name.replaceAll('"', ""), value })),
    { maxLength: 2 },
  );
  const fileParts = fc.array(
    fc.record({
      name: fc.constantFrom(...fileFields, ...fileFields, "title", "other"),
      file: fc.record({
        filename: fc.oneof(
          fc.constant(goodFile.filename),
          fc.constantFrom(
            "../../etc/passwd",
            "<img src=x onerror=alert(1)>.png",
            "a\u0000.png",
            "",
            "x".repeat(300),
          ),
        ),
        contentType: fc.constantFrom(goodFile.contentType, "text/html", "application/x-sh", ""),
        content: fc.constantFrom(
          goodFile.content,
          Buffer.from("<script>alert(1)</script>"),
          Buffer.alloc(0),
          goodFile.content.subarray(0, 20),
        ),
      }),
    }),
    { maxLength: 2 },
  );
  const oneChanged = oneChange(
    Object.entries(validFields),
    fc.oneof(
      { weight: 3, arbitrary: hostileString.filter((s) => s.length < 20_000) },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
    ),
  ).map((entries) =>
    entries.flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => ({
        name: name.replaceAll('"', ""),
        value: String(v),
      })),
    ),
  );
  const goodFiles = fc.constant([{ name: fileFields[0], file: goodFile }]);
  const form = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(oneChanged, goodFiles).map(([text, files]) => [...text, ...files]),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(textParts, extraParts, fileParts)
        .map(([text, extra, files]) => [...text, ...extra, ...(files as FormPart[])]),
    },
  );
  const boundary = "----ofie-fuzz-boundary";
  const wellFormed = form.map((parts) =>
    readable(
      {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: encodeMultipart(boundary, parts),
      },
      parts,
    ),
  );
  const brokenForm = fc
    .tuple(
      form,
      fc.nat(),
      fc.constantFrom(
        "truncated",
        "wrong-boundary",
        "no-boundary",
        "no-closing",
        "headerless",
        "garbage",
        "empty",
        "long-boundary",
      ),
    )
    .map(([parts, cut, how]) => readable(breakForm(parts, cut, how), parts, how));
  return fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: brokenForm });

  function breakForm(parts: FormPart[], cut: number, how: string): MultipartRequest {
    const body = encodeMultipart(boundary, parts);
    const type = `multipart/form-data; boundary=${boundary}`;
    switch (how) {
      case "truncated":
        return { contentType: type, body: body.subarray(0, cut % Math.max(1, body.length)) };
      case "wrong-boundary":
        return { contentType: "multipart/form-data; boundary=not-the-one", body };
      case "no-boundary":
        return { contentType: "multipart/form-data", body };
      case "no-closing":
        return { contentType: type, body: body.subarray(0, body.lastIndexOf(`--${boundary}--`)) };
      case "headerless":
        return {
          contentType: type,
          body: Buffer.from(`--${boundary}\r\nX-Nonsense: 1\r\n\r\nvalue\r\n--${boundary}--\r\n`),
        };
      case "garbage":
        return { contentType: type, body: Buffer.from(`${"\u0000\u00ff".repeat(cut % 500)}`) };
      case "empty":
        return { contentType: type, body: Buffer.alloc(0) };
      default: {
        const long = "b".repeat(200);
        return {
          contentType: `multipart/form-data; boundary=${long}`,
          body: encodeMultipart(long, parts),
        };
      }
    }
  }
}

/** A failure shows the form's parts (files abridged), not the bytes sent. */
function readable(request: MultipartRequest, parts: FormPart[], broken?: string): MultipartRequest {
  const shown = parts.map((p) =>
    p.file ? { name: p.name, ...p.file, content: `${p.file.content.length} bytes` } : p,
  );
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      JSON.stringify({ broken, contentType: request.contentType, parts: shown }),
  });
}

/** checkWrite for a multipart form (POST /api/listings, POST /api/agent-registration). */
export async function checkMultipartWrite(
  app: TestApp,
  url: string,
  requests: fc.Arbitrary<MultipartRequest>,
  client: () => supertest.Agent,
  runs = RUNS,
): Promise<void> {
  const tally = tallyStatuses();
  let before = await snapshotStore(app);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const req = client().post(url);
      if (request.contentType) req.set("content-type", request.contentType);
      const res = await req.send(request.body);
      tally.add(res.status);
      const previous = before;
      before = await snapshotStore(app);
      expectCleanAnswer(res);
      if (res.status >= 400) expect(before).toEqual(previous);
    }),
    { numRuns: runs },
  );
  if (process.env.FC_TALLY) console.log(url, tally.counts);
  if (!tally.reachedValidation()) {
    throw new Error(`never got past the door: ${JSON.stringify(tally.counts)}`);
  }
}
