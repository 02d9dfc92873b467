import type { UploadKind } from "#shared/uploads.js";

/** file-type's advice: this much of a file's start is enough to recognise any format it knows. */
const SNIFF_BYTES = 4100;

export interface SniffedFormat {
  ext: string;
  mime: string;
}

/** FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The format of a file as its first bytes say, if it is one the upload kind accepts: the same
 * detector and list of formats as the server (src/shared/uploads.ts), so the form refuses what the
 * server would, whatever the file's name. Both are loaded only once a file is chosen.
 */
export async function sniffUpload(
  file: Blob,
  kind: UploadKind,
): Promise<SniffedFormat | undefined> {
  const [{ fileTypeFromBuffer }, { UPLOAD_FORMATS }] = await Promise.all([
    import("file-type/core"),
    import("#shared/uploads.js"),
  ]);
  const head = await readBytes(file.slice(0, SNIFF_BYTES));
  if (head.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(head);
  return detected && UPLOAD_FORMATS[kind].includes(detected.ext)
    ? { ext: detected.ext, mime: detected.mime }
    : undefined;
}
