import { gunzipSync } from "node:zlib";
import type supertest from "supertest";

/** A sitemap part's gzipped bytes as sent: supertest leaves bodies without Content-Encoding be. */
export function asBytes(request: supertest.Test): supertest.Test {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

/** The XML inside a part's answer. */
export const partXml = (res: supertest.Response): string =>
  gunzipSync(res.body as Buffer).toString("utf8");

/** The paths of a sitemap's (or index's) <loc> entries. */
export const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc as string).pathname);
