import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SsrDocument } from "./route-list.js";

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML Checker's errors over all the documents at once (one Java start costs seconds; the
 * documents are checked in one run), each as "route, line: message".
 */
export async function nuHtmlErrors(documents: SsrDocument[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "ofie-vnu-"));
  try {
    const files = documents.map((doc, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.JAVA ?? "java",
        ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        // vnu exits 1 when it finds errors: the JSON on stderr is the answer either way.
        (error, _stdout, stderr) => {
          if (stderr.trim().startsWith("{")) resolve(stderr);
          else reject(error ?? new Error(`vnu printed no report: ${stderr}`));
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        // vnu names each file by its URL ("file:/tmp/…/12.html"): the number is the document's.
        const index = /(\d+)\.html$/.exec(m.url ?? "")?.[1];
        const route = index === undefined ? (m.url ?? "?") : documents[Number(index)]?.route;
        return `${route}, line ${m.lastLine ?? "?"}: ${m.message}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
